/**
 * The id of a reply button or list row, which WhatsApp hands back when it is tapped: the
 * whole question id and the control, `ask:<question id>:<option index>`, `…:other` or
 * `…:skip`. Button ids may be 256 characters and row ids 200, so the whole id fits; a tap is
 * then checked against the question it names, never against whatever prompt it sits on.
 */
export type Control =
  | { action: "option"; questionId: string; index: number }
  | { action: "other"; questionId: string }
  | { action: "skip"; questionId: string };

export function encodeControl(control: Control): string {
  const tail = control.action === "option" ? String(control.index) : control.action;
  return `ask:${control.questionId}:${tail}`;
}

export function decodeControl(id: string): Control | undefined {
  const match = /^ask:([A-Za-z0-9_-]{1,128}):([0-9]|other|skip)$/u.exec(id);
  if (!match) return undefined;
  const questionId = match[1] as string;
  const tail = match[2] as string;
  if (tail === "other" || tail === "skip") return { action: tail, questionId };
  return { action: "option", questionId, index: Number(tail) };
}
