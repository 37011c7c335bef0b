/** The items of a comma-separated setting, trimmed, empty ones dropped (`"a, b,"` → a, b). */
export function commaList(text: string | undefined): string[] {
  return (text ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item !== "");
}
