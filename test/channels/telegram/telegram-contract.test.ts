import { runChannelContract } from "../channel-contract.js";
import { FAST_RETRY, telegramHarness } from "./telegram-harness.js";

runChannelContract({ name: "telegram", setup: telegramHarness, retry: FAST_RETRY });
