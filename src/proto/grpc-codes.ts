/**
 * gRPC status codes (numbered as the gRPC specification's statuscodes.md): the number each name has on the wire, and the HTTP status the REST
 * gateway answers with (grpc-gateway's `runtime.HTTPStatusFromCode`, runtime/errors.go of
 * github.com/grpc-ecosystem/grpc-gateway; Canceled is nginx's 499 there).
 */
import type { GrpcCodeName } from './model-types.ts';

interface GrpcStatus {
  number: number;
  http: number;
}

export const GRPC_STATUS: { readonly [K in GrpcCodeName]: GrpcStatus } = {
  OK: { number: 0, http: 200 },
  Canceled: { number: 1, http: 499 },
  Unknown: { number: 2, http: 500 },
  InvalidArgument: { number: 3, http: 400 },
  DeadlineExceeded: { number: 4, http: 504 },
  NotFound: { number: 5, http: 404 },
  AlreadyExists: { number: 6, http: 409 },
  PermissionDenied: { number: 7, http: 403 },
  ResourceExhausted: { number: 8, http: 429 },
  FailedPrecondition: { number: 9, http: 400 },
  Aborted: { number: 10, http: 409 },
  OutOfRange: { number: 11, http: 400 },
  Unimplemented: { number: 12, http: 501 },
  Internal: { number: 13, http: 500 },
  Unavailable: { number: 14, http: 503 },
  DataLoss: { number: 15, http: 500 },
  Unauthenticated: { number: 16, http: 401 },
};
