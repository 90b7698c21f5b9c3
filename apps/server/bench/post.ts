// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the load client reads answers loosely, as tests do
export type Answer = Record<string, any>;

/** One GraphQL request over HTTP; an error answer throws with its code. */
export async function post(url: string, query: string, variables: object, token?: string): Promise<Answer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as {
    data?: Answer;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
  if (body.errors)
    throw Object.assign(new Error(body.errors[0]?.message), { code: body.errors[0]?.extensions?.code });
  return body.data ?? {};
}
