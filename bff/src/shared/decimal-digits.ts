// What a number written as text may look like wherever the bff reads one: query strings, path
// parameters and the environment. JavaScript's Number() also reads `1e3`, `0x10`, ` 5` and `5.`
// (as 1000, 16 and 5); nobody writing a count or a port means those, and a typo should not
// become a valid value.

/** A whole number in decimal digits, perhaps after a minus sign. */
export const DECIMAL_INTEGER = /^-?\d+$/;

/** A decimal number: digits, perhaps a fraction after a point, perhaps a minus sign before. */
export const DECIMAL_NUMBER = /^-?\d+(\.\d+)?$/;
