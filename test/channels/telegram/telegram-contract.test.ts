import { runChannelContract } from "../channel-contract.js";
import { telegramHarness } from "./telegram-harness.js";

runChannelContract({ name: "telegram", setup: () => telegramHarness() });
