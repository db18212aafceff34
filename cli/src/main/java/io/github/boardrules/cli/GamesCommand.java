package io.github.boardrules.cli;

import java.io.PrintStream;

/**
 * {@code games}: lists the catalogue, each game with its title and its options (allowed values and
 * default), as the configured-game text of the other commands takes them.
 */
final class GamesCommand {
  private GamesCommand() {}

  /**
   * Runs the subcommand.
   *
   * @param options the arguments after {@code games}: none
   * @param out the list
   * @return the exit code 0
   */
  static int run(Options options, PrintStream out) {
    if (!options.positional().isEmpty()) {
      throw CliException.usage("games takes no arguments; usage: " + Usage.GAMES_LINE);
    }
    options.finish("games");
    out.print(GameChoice.describe());
    return 0;
  }
}
