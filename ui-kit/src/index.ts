/// <reference path="./styled.d.ts" />
export * from './Button';
