/**
 * The kinds an error is told apart by, shared by the model (src/proto/model-types.ts), the
 * reviewed facts of content/errors.yaml and the catalogue: gRPC status codes as grpc-go names
 * them (`codes.InvalidArgument`; numbers and HTTP statuses in src/proto/grpc-codes.ts), and
 * where an error comes from (an RPC's handler, or a layer every call passes through).
 */
export const GRPC_CODE_NAMES = [
  'OK',
  'Canceled',
  'Unknown',
  'InvalidArgument',
  'DeadlineExceeded',
  'NotFound',
  'AlreadyExists',
  'PermissionDenied',
  'ResourceExhausted',
  'FailedPrecondition',
  'Aborted',
  'OutOfRange',
  'Unimplemented',
  'Internal',
  'Unavailable',
  'DataLoss',
  'Unauthenticated',
] as const;
export const ERROR_ORIGINS = [
  'handler',
  'wallet-state',
  'macaroon',
  'not-compiled',
  'grpc',
  'gateway',
  'payment-failure',
  'litd-proxy',
] as const;

export type GrpcCodeName = (typeof GRPC_CODE_NAMES)[number];
export type ErrorOrigin = (typeof ERROR_ORIGINS)[number];
