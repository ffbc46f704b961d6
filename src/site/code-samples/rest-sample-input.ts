/** What every REST sample (curl, JavaScript, Python) starts from: the primary binding's request. */
import type { MessageModel } from '../../proto/model-types.ts';
import type { TypeContext } from './placeholders.ts';
import { type RestRequest, restRequest } from './rest-request.ts';
import type { CodeSampleInput } from './types.ts';

export interface RestSampleInput {
  /** The request message. */
  message: MessageModel;
  rest: RestRequest;
  ctx: TypeContext;
}

/** The method's primary REST binding split into path, query and body; null without REST. */
export function restSampleInput({ service, sub, method }: CodeSampleInput): RestSampleInput | null {
  const binding = method.rest[0];
  const message = service.messages[method.requestType];
  if (!binding || !message) return null;
  return {
    message,
    rest: restRequest(binding, message, service.messages),
    ctx: { messages: service.messages, enums: service.enums, package: sub.package },
  };
}
