import { codegenConfig } from '@touchline/shell-contract/codegen';

export default codegenConfig();
