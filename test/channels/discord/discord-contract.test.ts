import { runChannelContract } from "../channel-contract.js";
import { discordHarness, FAST_RETRY } from "./discord-harness.js";

runChannelContract({ name: "discord", setup: () => discordHarness(), retry: FAST_RETRY });
