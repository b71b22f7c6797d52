// A JSON file from the site, where an HTTP error counts as a failure (fetch resolves on a 404).
// In: a URL; out: its parsed JSON, or a rejection naming the URL and the status.

/** The parsed body of `url`; rejects on a network error, an error status or a body that is not JSON. */
export async function fetchJson<T = unknown>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}
