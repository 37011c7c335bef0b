import { invalidRequest } from "../core/index.js";

/**
 * Reads the request body as a JSON object; `optional` lets an empty body stand for `{}`.
 * Which keys it may hold is each route's business.
 */
export async function readJsonObject(
  request: Request,
  options: { optional?: boolean } = {},
): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (text.trim() === "" && options.optional) return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw invalidRequest([{ path: "(root)", message: "expected a JSON body" }]);
  }
  if (body === null || typeof body !== "object" || Array.isArray(body))
    throw invalidRequest([{ path: "(root)", message: "expected a JSON object" }]);
  return body as Record<string, unknown>;
}
