/** Request schemas the wallet adds to the shared ones. */
import { z } from 'zod';

/** For routes that take no query: an unexpected parameter is a mistake worth reporting. */
export const noQuerySchema = z.object({}).strict();
