package io.github.boardrules.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.util.Map;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The bash/zsh completion script of the hidden {@code generate-completion}: it completes every
 * command with its own options, the games of the catalogue where a command takes a game, and
 * {@code --vs}'s players.
 */
class CompletionTest {
  private static final PrintStream NOWHERE = new PrintStream(OutputStream.nullOutputStream());

  /** The tool's commands as the script should know them: built as a run builds them. */
  private static Map<String, CommandLine> commands() {
    return ToolCommand.commandLine(InputStream.nullInputStream(), NOWHERE, NOWHERE, Controls.of(NOWHERE))
        .getSubcommands();
  }

  /** The body of the script's function for a command, which completes its options and arguments. */
  private static String function(String script, String command) {
    String start = "function _picocli_boardrules_" + command.replace("-", "") + "() {";
    assertThat(script).as("the script's function for %s", command).contains(start);
    String body = script.substring(script.indexOf(start));
    return body.substring(0, body.indexOf("\n}\n"));
  }

  @Test
  void theScriptCompletesEveryCommandWithItsOptions() {
    CliRun run = CliRun.of("generate-completion");
    assertThat(run.exitCode()).as(run.err()).isZero();
    String script = run.out();
    assertThat(script).startsWith("#!/usr/bin/env bash")
        .contains("complete -F _complete_boardrules -o default boardrules");
    int commands = 0;
    for (Map.Entry<String, CommandLine> entry : commands().entrySet()) {
      CommandSpec spec = entry.getValue().getCommandSpec();
      if (spec.usageMessage().hidden()) {
        assertThat(script).as("a hidden command is not completed")
            .doesNotContain("function _picocli_boardrules_" + entry.getKey().replace("-", "") + "()");
        continue;
      }
      commands++;
      assertThat(script).contains("local cmds" + (commands - 1) + "=(" + entry.getKey() + ")");
      String function = function(script, entry.getKey());
      for (OptionSpec option : spec.options()) {
        for (String name : option.names()) {
          assertThat(function).as("%s %s", entry.getKey(), name).contains("'" + name + "'");
        }
      }
      boolean takesGame = spec.positionalParameters().stream().anyMatch(p -> p.paramLabel().equals("<game>"));
      if (takesGame) {
        for (String game : GameChoice.CATALOG.names()) {
          assertThat(function).as("%s completes the game %s", entry.getKey(), game).contains("\"" + game + "\"");
        }
      }
    }
    assertThat(commands).as("games, play, replay, perft, svg, solve, match, selfplay, ugi, help").isEqualTo(10);
    assertThat(function(script, "play")).contains("(\"random\" \"mcts\" \"alphabeta\" \"solver\") # --vs values");
    // A file is completed from the file system.
    assertThat(function(script, "replay")).contains("compgen -f");
    assertThat(function(script, "play")).contains("'--record')").contains("compgen -f");
  }

  @Test
  void theCompletionCommandIsHiddenFromTheHelp() {
    assertThat(CliRun.of("--help").out()).doesNotContain("generate-completion");
    assertThat(CliRun.of("generate-completion", "--help").out())
        .contains("source <(boardrules generate-completion)");
  }
}
