import { awaitedWordsStoreContract } from "./contracts/awaited-words-store.contract.js";
import { chatAddressStoreContract } from "./contracts/chat-address-store.contract.js";
import { deliveryRecordsContract } from "./contracts/delivery-records.contract.js";
import type { StoreContractOptions } from "./contracts/describe-store.js";
import { planStepStoreContract } from "./contracts/plan-step-store.contract.js";
import { pushSubscriptionStoreContract } from "./contracts/push-subscription-store.contract.js";
import { questionRecordsContract } from "./contracts/question-records.contract.js";
import { resumeMarkStoreContract } from "./contracts/resume-mark-store.contract.js";
import { sessionMessagesContract } from "./contracts/session-messages.contract.js";
import { sessionSettingsStoreContract } from "./contracts/session-settings-store.contract.js";
import { vapidKeyStoreContract } from "./contracts/vapid-key-store.contract.js";

export type { StoreContractOptions };

/**
 * The behaviour every QuestionStore must have, concern by concern (one suite per narrow
 * interface, in `contracts/`); each implementation runs them all.
 */
export function runQuestionStoreContract(options: StoreContractOptions): void {
  questionRecordsContract(options);
  sessionMessagesContract(options);
  sessionSettingsStoreContract(options);
  deliveryRecordsContract(options);
  awaitedWordsStoreContract(options);
  pushSubscriptionStoreContract(options);
  vapidKeyStoreContract(options);
  planStepStoreContract(options);
  chatAddressStoreContract(options);
  resumeMarkStoreContract(options);
}
