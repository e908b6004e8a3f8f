import { z } from 'zod';
import { id } from '../../http/validation';
import { isTimeZone } from '../slots';

/** Inputs more than one booking route parses. */
export const zone = z.string().trim().min(1, 'is required').max(64).refine(isTimeZone, 'is not a known time zone');
export const bookingParams = z.object({ id });
