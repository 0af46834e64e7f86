// The paging arguments of every GraphQL list, made from REST's paging query (shared/pagination.ts).
import { PaginationQuery } from '../shared/pagination.js';
import { argsTypeOf } from './typebox-classes.js';

export const PageArgs = argsTypeOf('PageArgs', PaginationQuery);
