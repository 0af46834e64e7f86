// Writes bff/field-rules.json from the modules' rules: `npm run rules:emit -w @touchline/bff`.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { FIELD_RULES_FILE, printFieldRulesFile } from './field-rules.js';

await writeFile(FIELD_RULES_FILE, printFieldRulesFile());
console.log(`wrote ${fileURLToPath(FIELD_RULES_FILE)}`);
