import type { Messages } from "./messages.js";

export const es: Messages = {
  quotes: ["«", "»"],
  and: "y",
  or: "o",

  skip: "Omitir",
  other: "Otro",
  otherButton: "Otra respuesta…",
  otherPlaceholder: "Escribe tu propia respuesta",
  submit: "Enviar respuesta",
  back: "Atrás",
  next: "Siguiente",
  collapse: "Contraer",
  expand: "Expandir",
  recommended: "Recomendada",
  showDetails: "Mostrar todo",
  chooseOne: "Elige una respuesta",
  chooseSeveral: "Elige todas las que correspondan",
  questionRegion: "Pregunta del agente",
  step: "Pregunta {step} de {count}",
  waitingForAnswer: "Esperando respuesta",

  answered: "Respondida",
  expired: "Expirada",
  skipped: "Omitida",
  cancelled: "Cancelada",
  deliveryFailed: "No se pudo entregar",

  surfaces: {
    web: "en la Control UI",
    terminal: "en el terminal",
    api: "a través de la API",
    telegram: "en Telegram",
    slack: "en Slack",
    discord: "en Discord",
    push: "desde una notificación",
    email: "por correo electrónico",
    whatsapp: "en WhatsApp",
    teams: "en Microsoft Teams",
    webhook: "a través de un webhook",
  },
  otherSurface: "en {surface}",
  promptShown: "Mostrada {where}",
  reminderShown: "⏰ Recordatorio enviado {where}",
  pushPlace: "como notificación en el teléfono",
  endedOn: "{outcome} {where}",
  endedByUser: "{outcome} por {user}",
  endedAtTime: "{outcome} a las {time}",
  cancelledByAgent: "Cancelada por el agente",
  cancelledRunAborted: "Cancelada: el agente dejó de esperar",

  minutes: { one: "{count} minuto", other: "{count} minutos" },
  seconds: { one: "{count} segundo", other: "{count} segundos" },
  timeLeft: "tiempo restante: {time}",
  answerWithin: "Por favor, responde en un plazo de {time}.",
  tapToAnswer: "Toca para responder.",
  progressWaiting: "Esperando la respuesta del usuario (quedan {time})",
  progressAnswerAt: "{waiting}: responde en {url}",
  reminder: "⏰ Recordatorio: {headers} sigue esperando tu respuesta ({timeLeft}).",

  otherHint: "Otro: responde con tus propias palabras.",
  replyOne: "Responde con un número, una opción o con tus propias palabras.",
  replyMany:
    "Responde con uno o varios números, por ejemplo {example}, con opciones o con tus propias palabras.",
  replyLines:
    "Responde con una línea por pregunta, en orden: un número, una opción o tus propias palabras.",
  severalHint: "Donde se admiten varias respuestas, sepáralas con comas, por ejemplo {example}.",
  keyHint: "O empieza una línea con el número de la pregunta, por ejemplo {example}.",
  skipHint: "Para omitirla, responde {word}.",
  skipAllHint: "Para omitir todas las preguntas, responde {word}.",
  skipWord: "omitir",
  mentionHint: "Aquí, menciona al bot con @ en tu respuesta para que Teams se la haga llegar.",

  clarify: {
    empty:
      "Tu respuesta está vacía: responde con {candidates}, con tus propias palabras o con {skip} para omitirla.",
    no_such_option:
      "No hay ninguna opción {number}: responde con {candidates}, o con tus propias palabras.",
    several_choices:
      "{header} admite una sola respuesta. ¿Cuál: {candidates}? Responde con un número, una opción o tus propias palabras.",
    ambiguous_label:
      "{text} podría ser {candidates}: responde con el número de la opción que quieres.",
    ambiguous_number:
      "{text} puede significar más de una cosa aquí: responde con «#» y el número de la opción, por ejemplo {example}, o escribe tu respuesta con palabras.",
    number_label_mismatch:
      "La opción {number} es {label}, no {text}: responde solo con el número o solo con la opción.",
    line_count:
      "He recibido {lines} para {questions}: responde con una línea por pregunta, en orden, o empieza cada línea con el número de la pregunta, por ejemplo {example}.",
    unknown_key:
      "No hay ninguna pregunta {key}: empieza la línea con el número (1-{count}) o el ID ({ids}) de una pregunta.",
    ambiguous_key:
      "{key} corresponde a más de una pregunta: empieza la línea con el número de la pregunta (1-{count}).",
    unkeyed_line:
      "Algunas líneas empiezan con una pregunta y otras no: empieza cada línea con el número de su pregunta, por ejemplo {example}, o escribe una línea por pregunta, en orden.",
    missing_answer: "Falta la respuesta a {header}: añade una línea como {example}.",
    partial_skip:
      "{word} omite todas las preguntas: responde solo {word} o responde a todas las preguntas.",
    other_without_text:
      "Escribe tu propia respuesta con palabras en lugar de {word}, o responde con un número o una opción.",
    negated:
      "Has descartado {text}. ¿Cuál entonces: {candidates}? Responde con su número o su nombre.",
    no_choice:
      "{text} por sí solo no elige ninguna opción: responde con {candidates}, con tus propias palabras o con {skip} para omitirla.",
    count_mismatch:
      "{text} no encaja: hay {count} opciones. Responde con los números de las opciones que quieres, por ejemplo {example}.",
    too_long:
      "Esa respuesta es demasiado larga ({length} caracteres): el máximo es de {max} caracteres.",
  },
  clarifyForQuestion: "{header}: {message}",
  clarifyEmptySeveral:
    "Tu respuesta está vacía: responde con una línea por pregunta, en orden, o con {skip} para omitirlas.",
  clarifyNegatedList:
    "Has descartado {text}. ¿Cuáles entonces? Responde con sus números o con algo como {example}.",
  allExcept: "todo excepto",
  lineCount: { one: "{count} línea", other: "{count} líneas" },
  questionCount: { one: "{count} pregunta", other: "{count} preguntas" },

  replyAnswered: "Respondida: {answers}",
  replySkipped: "Omitida.",
  replyNoPending: "No hay ninguna pregunta esperando respuesta.",

  notAllowed: "No puedes responder a esta pregunta.",
  noLongerOpen: "Esta pregunta ya no está abierta.",
  questionClosed: "Esta pregunta está cerrada ({outcome}).",
  whichPrompt:
    "Aquí hay varias preguntas abiertas: {headers}. Responde directamente a la que quieres contestar.",
  whichPromptItem: "{headers} ({detail})",
  sentAgo: "enviada hace {time}",
  sentOrder: "{number} de {count}, la más antigua primero",

  emailSubject: "Pregunta: {headers}",
  emailLinks: "Responde con un clic:",
  linkConfirmAnswer: "¿Responder {answer}?",
  linkConfirmSkip: "¿Omitir esta pregunta?",
  linkConfirm: "Confirmar",
  linkInvalid: "Este enlace no es válido.",
  emailReplyNotRecipient:
    "Tu respuesta desde {sender} no cuenta: esta pregunta se envió a {recipient} y solo cuentan las respuestas desde esa dirección.",
  emailReplyNotAllowed:
    "Tu respuesta desde {sender} no cuenta: esa dirección no puede responder a esta pregunta.",
};
