package io.github.boardrules.cli;

import java.util.Map;

/** The usage texts of the tool and of each subcommand. */
final class Usage {
  static final String PLAY_LINE =
      "play <game> [--vs random|mcts|alphabeta|solver] [--first|--second] [--seed N]"
          + " [--iterations N] [--depth N] [--from <position>] [--ply-cap N] [game options]";
  static final String REPLAY_LINE = "replay <file> [--game <game>] [game options]";
  static final String PERFT_LINE = "perft <game> <depth> [--divide] [--from <position>] [game options]";
  static final String SVG_LINE = "svg <game> <position text> [--last <move>] [-o <file>] [game options]";

  private Usage() {}

  /**
   * Returns the tool's usage.
   *
   * @return the text, ending with a line break
   */
  static String main() {
    StringBuilder out = new StringBuilder();
    out.append("usage: java -jar boardrules-cli.jar <command> ...\n\n")
        .append("commands:\n")
        .append("  ").append(PLAY_LINE).append("\n")
        .append("  ").append(REPLAY_LINE).append("\n")
        .append("  ").append(PERFT_LINE).append("\n")
        .append("  ").append(SVG_LINE).append("\n\n")
        .append("<command> --help explains a command.\n\n")
        .append(games())
        .append("\nexit codes: 0 ok, 1 illegal record or lost game, 2 usage error or unreadable input\n");
    return out.toString();
  }

  /**
   * Returns the usage of a subcommand.
   *
   * @param command the subcommand
   * @return the text, ending with a line break
   */
  static String of(String command) {
    return switch (command) {
      case "play" -> "usage: " + PLAY_LINE + "\n\n"
            + "Play against a bot in the terminal: type a move in the game's notation, \"moves\" for\n"
            + "the legal moves, \"quit\" to stop. The position is drawn after every move; a move that\n"
            + "cannot be read or is illegal is answered with the reason.\n"
            + "  --vs         the opponent (default mcts); solver: NIM games only;\n"
            + "               alphabeta: games with an evaluation (not nim, heapnim, fiveshift, intarsia)\n"
            + "  --first      you move first (default); --second: the bot moves first\n"
            + "  --seed       seed of the random and MCTS bots and of random setups (default 1)\n"
            + "  --iterations MCTS iterations a move (default 1000)\n"
            + "  --depth      alpha-beta depth (default 4)\n"
            + "  --from       start from this position text instead of the initial position\n"
            + "  --ply-cap    stop the game, unfinished, after N plies; the tool's limit, not a\n"
            + "               rule: no draw is declared (default: none; --ply-limit is the rule option)\n"
            + "exit code 1 when the bot wins, 0 otherwise.\n\n" + games();
      case "replay" -> "usage: " + REPLAY_LINE + "\n\n"
            + "Print every position of a game record, or the first illegal move with its number and\n"
            + "reason (exit code 1). Formats: the library's game record (its [Game \"name\"] tag or\n"
            + "--game names the game), boardspace.net ZERTZ sgf, LittleGolem TZAAR.\n";
      case "perft" -> "usage: " + PERFT_LINE + "\n\n"
            + "Count the move sequences of <depth> moves from the initial position (or --from).\n"
            + "  --divide  one line per first move with its count, then the total\n\n" + games();
      case "svg" -> "usage: " + SVG_LINE + "\n\n"
            + "Draw a position as an SVG document (quote the position text, it has spaces).\n"
            + "  --last  mark this move as the one that led to the position\n"
            + "  -o      write to this file instead of standard output\n\n" + games();
      default -> throw CliException.usage(
          "unknown command \"" + command + "\"; the commands are play, replay, perft, svg");
    };
  }

  private static String games() {
    StringBuilder out = new StringBuilder("games:\n");
    for (Map.Entry<String, String> game : Games.DESCRIPTIONS.entrySet()) {
      out.append(String.format("  %-14s %s%n", game.getKey(), game.getValue()));
    }
    return out.toString();
  }
}
