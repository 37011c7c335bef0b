import { runChannelContract } from "../channel-contract.js";
import { discordHarness } from "./discord-harness.js";

runChannelContract({ name: "discord", setup: () => discordHarness() });
