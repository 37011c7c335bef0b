import { MemoryQuestionStore } from "../../src/store/memory/memory-question-store.js";
import { runQuestionStoreContract } from "./question-store.contract.js";

// No reopen case: the memory store keeps nothing beyond its process by design.
runQuestionStoreContract({ name: "memory", open: () => new MemoryQuestionStore() });
