/**
 * Loads code that needs an optional package (a channel's adapter and its platform's SDK, the
 * PostgreSQL store and its driver) when it is configured. Should one of the packages be missing
 * (they are optional peer dependencies, outside the default install), the start stops with one
 * line that says what to install, rather than a stack trace from deep inside the module loader.
 */
export async function loadOptionalCode<Module>(
  feature: string,
  packages: readonly string[],
  load: () => Promise<Module>,
): Promise<Module> {
  try {
    return await load();
  } catch (error) {
    const missing = missingPackage(error, packages);
    if (missing === undefined) throw error;
    throw new Error(
      `${feature}: the package ${missing} is not installed; install it with: npm install ${packages.join(" ")}`,
      { cause: error },
    );
  }
}

/** Which of `packages` a module-not-found error names, if it is one. */
export function missingPackage(error: unknown, packages: readonly string[]): string | undefined {
  const code = (error as { code?: unknown } | undefined)?.code;
  if (code !== "ERR_MODULE_NOT_FOUND" && code !== "MODULE_NOT_FOUND") return undefined;
  const message = String((error as Error).message);
  return packages.find(
    (name) =>
      message.includes(`'${name}'`) ||
      message.includes(`"${name}"`) ||
      message.includes(`/${name}/`),
  );
}
