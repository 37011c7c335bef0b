/**
 * The questions the tests ask, written once. Each builder takes a variant: only what a test
 * needs different (its own wording, labels or descriptions) is written in the test.
 */

export interface QuestionVariant {
  id?: string;
  question?: string;
  /** The options' labels, in order. */
  labels?: readonly string[];
  /** The options' descriptions in the order of the labels; undefined (or missing) for none. */
  descriptions?: readonly (string | undefined)[];
  multiSelect?: boolean;
}

interface Written {
  id: string;
  header: string;
  question: string;
  labels: readonly string[];
  multiSelect?: boolean;
}

/** A question as an agent writes it in the `ask_user` input. */
function written(base: Written, variant: QuestionVariant) {
  const labels = variant.labels ?? base.labels;
  const descriptions = variant.descriptions ?? [];
  const multiSelect = variant.multiSelect ?? base.multiSelect;
  return {
    id: variant.id ?? base.id,
    header: base.header,
    question: variant.question ?? base.question,
    options: labels.map((label, index) => {
      const description = descriptions[index];
      return description === undefined ? { label } : { label, description };
    }),
    ...(multiSelect === undefined ? {} : { multiSelect }),
  };
}

/** Builds questions from `base`: each call writes a fresh question, varied as asked. */
function builder(base: Written) {
  return (variant: QuestionVariant = {}) => written(base, variant);
}

/** Where to deploy: "Staging (Recommended)" or "Production", no descriptions. */
export const deployQuestion = builder({
  id: "deploy_target",
  header: "Deploy",
  question: "Where should this deploy?",
  labels: ["Staging (Recommended)", "Production"],
});

/** Which checks to run: a multi-select of "Lint", "Unit tests" and "Build". */
export const checksQuestion = builder({
  id: "checks",
  header: "Checks",
  question: "Which checks should run?",
  labels: ["Lint", "Unit tests", "Build"],
  multiSelect: true,
});

/** Who should hear about it: "Team" or "Nobody". */
export const notifyQuestion = builder({
  id: "notify",
  header: "Notify",
  question: "Who should hear about it?",
  labels: ["Team", "Nobody"],
});

/** Whom to tell, several at once: "Team", "Ops", "Nobody". */
export function whomToTellQuestion() {
  return notifyQuestion({
    question: "Whom should we tell?",
    labels: ["Team", "Ops", "Nobody"],
    multiSelect: true,
  });
}

/** A valid one-question `ask_user` input: the deploy question, Staging described. */
export function deployPrompt(timeoutSeconds?: number) {
  return {
    questions: [deployQuestion({ descriptions: ["Safe to try"] })],
    ...(timeoutSeconds === undefined ? {} : { timeoutSeconds }),
  };
}

/** Two questions, a single-select (`deploy`) and a multi-select (`checks`). */
export function deployAndChecksPrompt() {
  return { questions: [deployQuestion({ id: "deploy" }), checksQuestion()] };
}

/** A valid three-question input with a multi-select. */
export function releasePrompt() {
  return {
    questions: [
      {
        id: "target",
        header: "Target",
        question: "Which environment?",
        options: [{ label: "Staging (Recommended)" }, { label: "Production" }],
      },
      checksQuestion({ labels: ["Unit", "Browser", "Load"] }),
      notifyQuestion(),
    ],
  };
}
