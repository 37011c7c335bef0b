import type { Messages } from "./messages.js";

export const de: Messages = {
  quotes: ["„", "“"],
  and: "und",
  or: "oder",

  skip: "Überspringen",
  other: "Sonstiges",
  otherButton: "Eigene Antwort…",
  otherPlaceholder: "Eigene Antwort eingeben",
  submit: "Absenden",
  back: "Zurück",
  next: "Weiter",
  collapse: "Einklappen",
  expand: "Ausklappen",
  recommended: "Empfohlen",
  showDetails: "Alles zeigen",
  chooseOne: "Eine Antwort wählen",
  chooseSeveral: "Mehrere Antworten möglich",
  questionRegion: "Frage des Agenten",
  step: "Frage {step} von {count}",
  waitingForAnswer: "Wartet auf Antwort",

  answered: "Beantwortet",
  expired: "Abgelaufen",
  skipped: "Übersprungen",
  cancelled: "Abgebrochen",
  deliveryFailed: "Konnte nicht zugestellt werden",

  surfaces: {
    web: "in der Control UI",
    terminal: "im Terminal",
    api: "über die API",
    telegram: "auf Telegram",
    slack: "auf Slack",
    discord: "auf Discord",
    push: "über eine Benachrichtigung",
    email: "per E-Mail",
    whatsapp: "auf WhatsApp",
    teams: "über Microsoft Teams",
    webhook: "über einen Webhook",
  },
  otherSurface: "über {surface}",
  promptShown: "Angezeigt {where}",
  reminderShown: "⏰ Erinnerung {where} gesendet",
  pushPlace: "als Benachrichtigung auf dem Telefon",
  endedOn: "{outcome} {where}",
  endedByUser: "{outcome} von {user}",
  endedAtTime: "{outcome} um {time}",
  cancelledByAgent: "Vom Agenten abgebrochen",
  cancelledRunAborted: "Abgebrochen: Der Agent wartet nicht mehr",

  minutes: { one: "{count} Minute", other: "{count} Minuten" },
  seconds: { one: "{count} Sekunde", other: "{count} Sekunden" },
  timeLeft: "noch {time}",
  answerWithin: "Bitte antworte innerhalb von {time}.",
  tapToAnswer: "Zum Antworten tippen.",
  progressWaiting: "Warte auf die Antwort des Nutzers (noch {time})",
  progressAnswerAt: "{waiting}: Antworten unter {url}",
  reminder: "⏰ Erinnerung: {headers} wartet noch auf deine Antwort ({timeLeft}).",

  otherHint: "Sonstiges: Antworte einfach in eigenen Worten.",
  replyOne: "Antworte mit einer Nummer, einer Option oder in eigenen Worten.",
  replyMany:
    "Antworte mit einer oder mehreren Nummern, z. B. {example}, mit Optionen oder in eigenen Worten.",
  replyLines:
    "Antworte mit einer Zeile pro Frage, in der Reihenfolge der Fragen: eine Nummer, eine Option oder eigene Worte.",
  severalHint: "Wo mehrere Antworten möglich sind, trenne sie mit Kommas, z. B. {example}.",
  keyHint: "Oder beginne eine Zeile mit der Nummer der Frage, z. B. {example}.",
  skipHint: "Zum Überspringen antworte {word}.",
  skipAllHint: "Um alle Fragen zu überspringen, antworte {word}.",
  skipWord: "überspringen",
  mentionHint: "Erwähne hier den Bot mit @ in deiner Antwort, damit Teams sie weiterleitet.",

  clarify: {
    empty:
      "Deine Antwort ist leer – antworte mit {candidates}, in eigenen Worten oder mit {skip} zum Überspringen.",
    no_such_option:
      "Es gibt keine Option {number} – antworte mit {candidates} oder in eigenen Worten.",
    several_choices:
      "Bei {header} ist nur eine Antwort möglich – welche: {candidates}? Antworte mit einer Nummer, einer Option oder in eigenen Worten.",
    ambiguous_label: "{text} könnte {candidates} sein – antworte bitte mit der gemeinten Nummer.",
    ambiguous_number:
      "{text} ist hier nicht eindeutig – antworte mit „#“ und der Nummer der Option, z. B. {example}, oder schreib deine Antwort in Worten.",
    number_label_mismatch:
      "Option {number} ist {label}, nicht {text} – antworte nur mit der Nummer oder nur mit der Option.",
    line_count:
      "Ich habe {lines} für {questions} bekommen – antworte mit einer Zeile pro Frage in der Reihenfolge der Fragen, oder beginne jede Zeile mit der Nummer der Frage, z. B. {example}.",
    unknown_key:
      "Es gibt keine Frage {key} – beginne eine Zeile mit der Nummer (1–{count}) oder der ID ({ids}) einer Frage.",
    ambiguous_key:
      "{key} passt zu mehreren Fragen – beginne die Zeile stattdessen mit der Nummer der Frage (1–{count}).",
    unkeyed_line:
      "Manche Zeilen beginnen mit einer Frage, andere nicht – beginne jede Zeile mit der Nummer ihrer Frage, z. B. {example}, oder schreibe eine Zeile pro Frage in der Reihenfolge der Fragen.",
    missing_answer: "Für {header} fehlt eine Antwort – ergänze eine Zeile wie {example}.",
    partial_skip:
      "{word} überspringt alle Fragen – antworte nur mit {word} oder beantworte jede Frage.",
    other_without_text:
      "Schreib deine eigene Antwort statt {word} – oder antworte mit einer Nummer oder einer Option.",
    negated:
      "Du hast {text} ausgeschlossen – welche dann: {candidates}? Antworte mit ihrer Nummer oder ihrem Namen.",
    no_choice:
      "{text} allein wählt keine Option – antworte mit {candidates}, in eigenen Worten oder mit {skip} zum Überspringen.",
    count_mismatch:
      "{text} passt nicht: Es gibt {count} Optionen – antworte mit den gemeinten Nummern, z. B. {example}.",
    too_long:
      "Diese Antwort ist zu lang ({length} Zeichen) – erlaubt sind höchstens {max} Zeichen.",
  },
  clarifyForQuestion: "{header}: {message}",
  clarifyEmptySeveral:
    "Deine Antwort ist leer – antworte mit einer Zeile pro Frage in der Reihenfolge der Fragen, oder mit {skip} zum Überspringen.",
  clarifyNegatedList:
    "Du hast {text} ausgeschlossen – welche dann? Antworte mit ihren Nummern oder etwa mit {example}.",
  allExcept: "alles außer",
  lineCount: { one: "{count} Zeile", other: "{count} Zeilen" },
  questionCount: { one: "{count} Frage", other: "{count} Fragen" },

  replyAnswered: "Beantwortet: {answers}",
  replySkipped: "Übersprungen.",
  replyNoPending: "Gerade wartet keine Frage auf eine Antwort.",

  notAllowed: "Du darfst diese Frage nicht beantworten.",
  noLongerOpen: "Diese Frage ist nicht mehr offen.",
  questionClosed: "Diese Frage ist geschlossen ({outcome}).",
  whichPrompt:
    "Hier sind mehrere Fragen offen: {headers}. Antworte direkt auf die Frage, die du meinst.",
  whichPromptItem: "{headers} ({detail})",
  sentAgo: "vor {time} gesendet",
  sentOrder: "{number} von {count}, die älteste zuerst",

  emailSubject: "Frage: {headers}",
  emailLinks: "Mit einem Klick antworten:",
  linkConfirmAnswer: "Mit {answer} antworten?",
  linkConfirmSkip: "Diese Frage überspringen?",
  linkConfirm: "Bestätigen",
  linkInvalid: "Dieser Link ist ungültig.",
  emailReplyNotRecipient:
    "Deine Antwort von {sender} zählt nicht: Diese Frage ging an {recipient}, und nur Antworten von dieser Adresse zählen.",
  emailReplyNotAllowed:
    "Deine Antwort von {sender} zählt nicht: Diese Adresse darf diese Frage nicht beantworten.",
};
