/** The health answers: which instance answered, and whether it runs and may take traffic. */
import { ErrorResponseSchema } from '@engage/shared/contract/common';
import { Type } from 'typebox';

const Instance = Type.String({ description: 'The API process that answered (INSTANCE_ID, else host:pid).' });

export const HealthSchema = Type.Object({ status: Type.Literal('ok'), database: Type.String(), instance: Instance });
export const LiveSchema = Type.Object({ status: Type.Literal('live'), instance: Instance });
export const ReadySchema = Type.Object({ status: Type.Literal('ready'), instance: Instance });

/** A 503 in the usual error shape, described for what it means on a health route. */
export const unavailable = (description: string) => Type.Object(ErrorResponseSchema.properties, { description });
