import { codegenConfig } from '@touchline/remote-devkit/codegen';

export default codegenConfig({ withContractFragments: true });
