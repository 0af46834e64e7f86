// jsdom leaves out TextEncoder/TextDecoder, which React Router needs at import time.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
