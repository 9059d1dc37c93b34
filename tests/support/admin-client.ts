/** A signed-in administrator over plain HTTP: the fault suite and `npm run soak` write through it. */
export async function signInOverHttp(url: string, credentials: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${url}/login`, {
    method: "POST",
    body: new URLSearchParams(credentials),
    redirect: "manual",
  });
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (!cookie) throw new Error(`sign-in failed: ${response.status}`);
  return cookie;
}

export type WriteOutcome = { at: number; status: number; acknowledged: boolean; text: string };

/**
 * Adds a ribbon the way the admin form's fetch does (/admin/add-ribbons.data). Acknowledged means
 * the server said it was stored: 200 with the ribbon in the answer. A network error is status -1.
 */
export async function postRibbon(url: string, cookie: string, horse: string, text: string): Promise<WriteOutcome> {
  try {
    const response = await fetch(`${url}/admin/add-ribbons.data`, {
      method: "POST",
      headers: { cookie },
      body: new URLSearchParams({ name: horse, ribbon: text }),
    });
    const acknowledged = response.status === 200 && (await response.text()).includes(text);
    return { at: Date.now(), status: response.status, acknowledged, text };
  } catch {
    return { at: Date.now(), status: -1, acknowledged: false, text };
  }
}
