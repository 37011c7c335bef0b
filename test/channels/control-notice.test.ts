import { describe, expect, it } from "vitest";
import { controlNotice } from "../../src/channels/channel-text.js";

describe("controlNotice", () => {
  it("says 'no longer open' in the human's platform language where no prompt of ours is named", () => {
    expect(controlNotice({ kind: "ignored" }, "de-DE")).toBe("Diese Frage ist nicht mehr offen.");
    expect(
      controlNotice({ kind: "closed", notice: "This question is no longer open." }, "th"),
    ).toBe("คำถามนี้ปิดไปแล้ว");
    expect(controlNotice({ kind: "ignored" }, "es-MX")).toBe("Esta pregunta ya no está abierta.");
    // An unknown language, or none: English.
    expect(controlNotice({ kind: "ignored" }, "pt-BR")).toBe("This question is no longer open.");
    expect(controlNotice({ kind: "ignored" })).toBe("This question is no longer open.");
  });

  it("keeps any other notice: it comes in its session's language", () => {
    const which = {
      kind: "which",
      notice: "Welche Frage meinen Sie? Antworten Sie auf sie.",
    } as const;
    expect(controlNotice(which, "th")).toBe(which.notice);
  });
});
