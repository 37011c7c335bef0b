import type { Messages } from "./messages.js";

export const th: Messages = {
  quotes: ["“", "”"],
  and: "และ",
  or: "หรือ",

  skip: "ข้าม",
  other: "อื่นๆ",
  otherButton: "อื่นๆ…",
  otherPlaceholder: "พิมพ์คำตอบของคุณเอง",
  submit: "ส่งคำตอบ",
  back: "ย้อนกลับ",
  next: "ถัดไป",
  collapse: "ย่อ",
  expand: "ขยาย",
  recommended: "แนะนำ",
  chooseOne: "เลือกหนึ่งข้อ",
  chooseSeveral: "เลือกได้หลายข้อ",
  questionRegion: "คำถามจากเอเจนต์",
  step: "คำถามที่ {step} จาก {count}",
  waitingForAnswer: "กำลังรอคำตอบ",

  answered: "ตอบแล้ว",
  expired: "หมดเวลาแล้ว",
  skipped: "ข้ามแล้ว",
  cancelled: "ยกเลิกแล้ว",
  deliveryFailed: "ส่งคำถามไม่สำเร็จ",

  surfaces: {
    web: "ทาง Control UI",
    terminal: "ทางเทอร์มินัล",
    api: "ทาง API",
    telegram: "ทาง Telegram",
    slack: "ทาง Slack",
    discord: "ทาง Discord",
    push: "ทางการแจ้งเตือน",
  },
  otherSurface: "ทาง {surface}",
  promptShown: "ส่งคำถาม {where} แล้ว",
  reminderShown: "⏰ ส่งการเตือน {where} แล้ว",
  pushPlace: "เป็นการแจ้งเตือนบนโทรศัพท์",
  endedOn: "{outcome} {where}",
  endedByUser: "{outcome} โดย {user}",
  endedAtTime: "{outcome} เวลา {time}",
  cancelledByAgent: "เอเจนต์ยกเลิกแล้ว",
  cancelledRunAborted: "ยกเลิกแล้ว: เอเจนต์ไม่รอคำตอบแล้ว",

  minutes: { one: "{count} นาที", other: "{count} นาที" },
  seconds: { one: "{count} วินาที", other: "{count} วินาที" },
  timeLeft: "เหลือเวลา {time}",
  answerWithin: "โปรดตอบภายใน {time}",
  tapToAnswer: "แตะเพื่อตอบ",
  reminder: "⏰ เตือนความจำ: {headers} ยังรอคำตอบจากคุณอยู่ ({timeLeft})",

  otherHint: "อื่นๆ: พิมพ์คำตอบของคุณเองได้เลย",
  replyOne: "ตอบด้วยหมายเลข ชื่อตัวเลือก หรือพิมพ์คำตอบของคุณเอง",
  replyMany: "ตอบได้หลายข้อด้วยหมายเลข เช่น {example} หรือด้วยชื่อตัวเลือก หรือพิมพ์คำตอบของคุณเอง",
  replyLines: "ตอบบรรทัดละหนึ่งคำถามตามลำดับ ด้วยหมายเลข ชื่อตัวเลือก หรือคำตอบของคุณเอง",
  severalHint: "คำถามที่เลือกได้หลายคำตอบ ให้คั่นแต่ละคำตอบด้วยเครื่องหมายจุลภาค เช่น {example}",
  keyHint: "หรือขึ้นต้นบรรทัดด้วยหมายเลขคำถาม เช่น {example}",
  skipHint: "หากต้องการข้าม ให้ตอบว่า {word}",
  skipAllHint: "หากต้องการข้ามทุกคำถาม ให้ตอบว่า {word}",
  skipWord: "ข้าม",

  clarify: {
    empty: "ยังไม่มีคำตอบ กรุณาตอบด้วย {candidates} คำตอบของคุณเอง หรือพิมพ์ {skip} เพื่อข้าม",
    no_such_option: "ไม่มีตัวเลือกที่ {number} กรุณาตอบด้วย {candidates} หรือคำตอบของคุณเอง",
    several_choices:
      "{header} เลือกได้เพียงข้อเดียว จะเลือกข้อไหน: {candidates} กรุณาตอบด้วยหมายเลขเดียว ชื่อตัวเลือกเดียว หรือคำตอบของคุณเอง",
    ambiguous_label: "{text} อาจหมายถึง {candidates} กรุณาตอบด้วยหมายเลขที่ต้องการ",
    ambiguous_number:
      "{text} อาจหมายถึงได้หลายอย่าง กรุณาตอบด้วย “#” ตามด้วยหมายเลขตัวเลือก เช่น {example} หรือพิมพ์คำตอบเป็นคำพูด",
    number_label_mismatch:
      "ตัวเลือกที่ {number} คือ {label} ไม่ใช่ {text} กรุณาตอบด้วยหมายเลขหรือชื่อตัวเลือกอย่างใดอย่างหนึ่ง",
    line_count:
      "ได้รับ {lines} แต่มี {questions} กรุณาตอบบรรทัดละหนึ่งคำถามตามลำดับ หรือขึ้นต้นแต่ละบรรทัดด้วยหมายเลขคำถาม เช่น {example}",
    unknown_key: "ไม่มีคำถาม {key} กรุณาขึ้นต้นบรรทัดด้วยหมายเลขคำถาม (1-{count}) หรือรหัสคำถาม ({ids})",
    ambiguous_key: "{key} ตรงกับหลายคำถาม กรุณาขึ้นต้นบรรทัดด้วยหมายเลขคำถาม (1-{count}) แทน",
    unkeyed_line:
      "บางบรรทัดขึ้นต้นด้วยคำถาม แต่บางบรรทัดไม่ได้ขึ้นต้น กรุณาขึ้นต้นทุกบรรทัดด้วยหมายเลขคำถาม เช่น {example} หรือตอบบรรทัดละหนึ่งคำถามตามลำดับ",
    missing_answer: "ยังไม่มีคำตอบสำหรับ {header} กรุณาเพิ่มบรรทัด เช่น {example}",
    partial_skip: "{word} จะข้ามทุกคำถาม กรุณาตอบว่า {word} อย่างเดียว หรือตอบให้ครบทุกคำถาม",
    other_without_text: "กรุณาพิมพ์คำตอบของคุณเองแทนคำว่า {word} หรือตอบด้วยหมายเลขหรือชื่อตัวเลือก",
    negated: "คุณไม่เอา {text} แล้วจะเลือกข้อไหน: {candidates} กรุณาตอบด้วยหมายเลขหรือชื่อตัวเลือก",
    no_choice:
      "{text} อย่างเดียวยังไม่ได้เลือกตัวเลือก กรุณาตอบด้วย {candidates} คำตอบของคุณเอง หรือพิมพ์ {skip} เพื่อข้าม",
    count_mismatch:
      "{text} ไม่ตรงกับจำนวนตัวเลือก ซึ่งมี {count} ข้อ กรุณาตอบด้วยหมายเลขที่ต้องการ เช่น {example}",
    too_long: "คำตอบยาวเกินไป ({length} ตัวอักษร) กรุณาตอบไม่เกิน {max} ตัวอักษร",
  },
  clarifyForQuestion: "{header}: {message}",
  clarifyEmptySeveral: "ยังไม่มีคำตอบ กรุณาตอบบรรทัดละหนึ่งคำถามตามลำดับ หรือพิมพ์ {skip} เพื่อข้าม",
  clarifyNegatedList: "คุณไม่เอา {text} แล้วจะเลือกข้อไหนบ้าง กรุณาตอบด้วยหมายเลข หรือพิมพ์ เช่น {example}",
  allExcept: "ทั้งหมดยกเว้น",
  lineCount: { one: "{count} บรรทัด", other: "{count} บรรทัด" },
  questionCount: { one: "{count} คำถาม", other: "{count} คำถาม" },

  replyAnswered: "ตอบแล้ว: {answers}",
  replySkipped: "ข้ามแล้ว",
  replyNoPending: "ตอนนี้ไม่มีคำถามที่รอคำตอบอยู่",

  notAllowed: "คุณไม่มีสิทธิ์ตอบคำถามนี้",
  noLongerOpen: "คำถามนี้ปิดไปแล้ว",
  questionClosed: "คำถามนี้ปิดแล้ว ({outcome})",
  whichPrompt: "มีหลายคำถามเปิดอยู่ที่นี่: {headers} กรุณาตอบกลับที่คำถามที่คุณต้องการตอบ",

  emailSubject: "คำถาม: {headers}",
  emailLinks: "ตอบด้วยการคลิกครั้งเดียว:",
  linkConfirmAnswer: "ตอบว่า {answer} ใช่ไหม?",
  linkConfirmSkip: "ข้ามคำถามนี้ใช่ไหม?",
  linkConfirm: "ยืนยัน",
  linkInvalid: "ลิงก์นี้ไม่ถูกต้อง",
};
