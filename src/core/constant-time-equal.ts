/** Compares two secrets in time that does not depend on where they first differ. */
export function constantTimeEqual(given: string, expected: string): boolean {
  let difference = given.length ^ expected.length;
  // Past the end of `given`, charCodeAt gives NaN, which `| 0` turns into 0.
  for (let index = 0; index < expected.length; index += 1)
    difference |= (given.charCodeAt(index) | 0) ^ expected.charCodeAt(index);
  return difference === 0;
}
