import { describe } from 'vitest';
import { createBuiltinModel } from '../../src/models/builtin/index';
import { itHonoursThePort } from './port-contract';

// The offline model has no wire protocol, so only the port contract applies to it; the HTTP
// failure modes (timeouts, 429, malformed answers) are covered in contract.test.ts.
describe('builtin provider contract', () => {
  itHonoursThePort(() => createBuiltinModel());
});
