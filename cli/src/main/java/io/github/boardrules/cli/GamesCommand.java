package io.github.boardrules.cli;

import java.io.PrintStream;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/**
 * {@code games}: lists the catalogue, each game with its title and its options (allowed values and
 * default), as the configured-game text of the other commands takes them.
 */
@Command(name = "games", description = "List the games of the catalogue, each with its options: allowed values and default.")
final class GamesCommand implements Callable<Integer> {
  private final PrintStream out;

  /**
   * Makes the command.
   *
   * @param out the list
   */
  GamesCommand(PrintStream out) {
    this.out = out;
  }

  /**
   * Runs the subcommand.
   *
   * @return the exit code 0
   */
  @Override
  public Integer call() {
    out.print(GameChoice.describe());
    return 0;
  }
}
