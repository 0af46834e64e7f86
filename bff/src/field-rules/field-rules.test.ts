import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { createAjv } from '../shared/input-validation.js';
import { FIELD_RULES_FILE, printFieldRulesFile } from './field-rules.js';

describe('bff/field-rules.json', () => {
  it('matches the rules the modules enforce (run `npm run rules:emit -w @touchline/bff` when this fails)', () => {
    expect(readFileSync(FIELD_RULES_FILE, 'utf8')).toBe(printFieldRulesFile());
  });

  it("gives the forms the e-mail pattern the bff's `email` format checks", () => {
    const { source, flags } = JSON.parse(readFileSync(FIELD_RULES_FILE, 'utf8')).user.email.pattern;
    const formsPattern = new RegExp(source, flags);
    const bffChecks = createAjv({}).compile({ type: 'string', format: 'email' });
    for (const address of [
      'a@b.co',
      'plus+tag@example.com',
      'üser@example.com',
      'two@@example.com',
      'no-domain@',
      'no-tld@localhost',
      "o'neil@example.ie",
    ]) {
      expect([address, formsPattern.test(address)]).toEqual([address, bffChecks(address)]);
    }
  });
});
