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
import picocli.CommandLine.Model.PositionalParamSpec;

class UsageTest {
  @Test
  void noArgumentsPrintsTheUsageToStandardErrorWithCode2() {
    CliRun run = CliRun.of();
    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err()).startsWith("usage:").contains("play <game>", "replay <file>",
        "perft <game> <depth>", "svg <game> <position text>", "solve <game> --table <file>");
    assertThat(run.out()).isEmpty();
  }

  @Test
  void helpPrintsTheUsageAndEveryGameWithCode0() {
    CliRun run = CliRun.of("--help");
    assertThat(run.exitCode()).isZero();
    assertThat(run.out()).startsWith("usage:");
    // The generated help wraps the list at its width: every game, in the catalogue's order.
    assertThat(run.out().replaceAll("\\s+", " ")).contains("games: " + String.join(", ", GameChoice.CATALOG.names()));
    for (String game : new String[] {"nim", "heapnim", "pikkpakk", "pushfour", "fiveshift",
        "squareabalone", "intarsia", "zertz", "tzaar", "pylos", "colorfield"}) {
      assertThat(GameChoice.CATALOG.names()).contains(game);
    }
  }

  @Test
  void eachSubcommandHasItsHelp() {
    for (String command : new String[] {"games", "play", "replay", "perft", "svg", "solve"}) {
      CliRun run = CliRun.of(command, "--help");
      assertThat(run.exitCode()).isZero();
      assertThat(run.out()).startsWith("usage: " + command).contains("\n");
    }
  }

  @Test
  void theHelpNamesEveryCommandAndEachCommandsHelpEveryArgumentAndOption() {
    PrintStream nowhere = new PrintStream(OutputStream.nullOutputStream());
    Map<String, CommandLine> commands = ToolCommand.commandLine(
        InputStream.nullInputStream(), nowhere, nowhere, Controls.of(nowhere)).getSubcommands();
    String tool = CliRun.of("--help").out();
    for (Map.Entry<String, CommandLine> entry : commands.entrySet()) {
      CommandSpec spec = entry.getValue().getCommandSpec();
      if (spec.usageMessage().hidden()) {
        continue;
      }
      // Each command on a line of its own, its summary below (wrapped at the help's width).
      assertThat(tool.lines()).anyMatch(line -> line.startsWith("  " + entry.getKey()));
      assertThat(tool.replaceAll("\\s+", " ")).contains(spec.usageMessage().description()[0]);
      CliRun help = CliRun.of(entry.getKey(), "--help");
      assertThat(help.exitCode()).isZero();
      assertThat(help.out()).startsWith("usage: " + entry.getKey());
      for (PositionalParamSpec argument : spec.positionalParameters()) {
        assertThat(help.out()).as(entry.getKey()).contains(argument.paramLabel());
      }
      for (OptionSpec option : spec.options()) {
        for (String name : option.names()) {
          assertThat(help.out()).as(entry.getKey()).contains(name);
        }
      }
      assertThat(CliRun.of("help", entry.getKey()).out()).as("help %s", entry.getKey()).isEqualTo(help.out());
    }
  }

  @Test
  void unknownCommand() {
    assertThat(CliRun.of("dance").oneLineError(2)).contains("unknown command \"dance\"");
  }

  @Test
  void unknownGame() {
    assertThat(CliRun.of("perft", "chess", "1").oneLineError(2))
        .contains("unknown game \"chess\"").contains("pylos");
  }

  @Test
  void unknownOption() {
    assertThat(CliRun.of("perft", "nim", "1", "--fast").oneLineError(2))
        .contains("unknown option --fast");
  }

  @Test
  void anUnknownOptionNamesTheCommandAndALikelyOption() {
    assertThat(CliRun.of("perft", "nim", "1", "--divid").oneLineError(2))
        .isEqualTo("boardrules: unknown option --divid for perft (see perft --help); did you mean --divide?");
    assertThat(CliRun.of("help", "dance").oneLineError(2)).contains("unknown command \"dance\"");
  }

  @Test
  void anOptionGivenTwiceOrARequiredOneLeftOut() {
    assertThat(CliRun.of("play", "nim", "--seed", "1", "--SEED", "2").oneLineError(2))
        .isEqualTo("boardrules: option --seed is given twice");
    assertThat(CliRun.of("play", "nim", "--first", "--first").oneLineError(2))
        .isEqualTo("boardrules: option --first is given twice");
    assertThat(CliRun.of("solve", "pylos").oneLineError(2))
        .isEqualTo("boardrules: solve needs --table <file>: the table file, created or resumed from");
    assertThat(CliRun.of("replay").oneLineError(2))
        .isEqualTo("boardrules: replay takes one file; usage: replay <file> [--game <game>]");
  }

  @Test
  void theOldVariantOptionsAreGoneInFavourOfTheGameText() {
    assertThat(CliRun.of("perft", "nim", "1", "--variant", "misere").oneLineError(2))
        .contains("unknown option --variant");
  }

  @Test
  void anOptionTheGameDoesNotHave() {
    assertThat(CliRun.of("perft", "nim(plyLimit=5)", "1").oneLineError(2)).contains("plyLimit");
  }

  @Test
  void missingAndBadNumbers() {
    assertThat(CliRun.of("perft", "nim").oneLineError(2)).contains("perft takes a game and a depth");
    assertThat(CliRun.of("perft", "nim", "two").oneLineError(2))
        .contains("the depth must be a whole number from 0 to 2,147,483,647, not \"two\"");
    assertThat(CliRun.of("perft", "nim", "-1").oneLineError(2)).contains("from 0 to 2,147,483,647, not -1");
    assertThat(CliRun.of("play", "nim", "--seed").oneLineError(2)).contains("--seed needs a value");
  }

  @Test
  void aValueTheRulesRefuseIsAUsageError() {
    // A repetition draw needs the position to occur twice at least.
    assertThat(CliRun.of("perft", "pylos(repetitionDraw=1)", "1").oneLineError(2))
        .contains("repetitionDraw");
  }

  @Test
  void playersFirstAndSecondExcludeEachOther() {
    assertThat(CliRun.of("play", "nim", "--first", "--second").oneLineError(2))
        .contains("--first or --second");
  }
}
