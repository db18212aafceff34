package io.github.boardrules.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * The command-line reference, {@code docs/cli.md}, cannot drift from the tool: it shows the
 * tool's help as generated, lists exactly the tool's commands, and gives each command a section
 * with its generated synopsis and every one of its arguments and options, and no option the
 * command does not have. The expected values are read from picocli's model of the commands, the
 * same model that parses the command line.
 */
class CliReferenceTest {
  private static final Path PAGE = Path.of("..", "docs", "cli.md");

  /** A row of the page's command table: {@code | [`play`](#play) | ... |}. */
  private static final Pattern COMMAND_ROW = Pattern.compile("(?m)^\\| \\[`([a-z-]+)`\\]\\(#([a-z-]+)\\) \\|");

  /** A table row whose first cell names options: {@code | `--first` / `--second` | ...}. */
  private static final Pattern OPTION_ROW = Pattern.compile("(?m)^\\| (`-[^|]*)\\|");

  private static final Pattern OPTION_NAME = Pattern.compile("`(-[-a-z]*)`");

  private static String page() throws IOException {
    return Files.readString(PAGE, StandardCharsets.UTF_8).replace("\r\n", "\n");
  }

  private static Map<String, CommandLine> commands() {
    PrintStream nowhere = new PrintStream(OutputStream.nullOutputStream());
    return ToolCommand.commandLine(InputStream.nullInputStream(), nowhere, nowhere, Controls.of(nowhere))
        .getSubcommands();
  }

  private static String help(String... args) {
    return CliRun.of(args).out().replace(System.lineSeparator(), "\n");
  }

  /** The page's text from the heading {@code ## name} to the next second-level heading. */
  private static String section(String page, String heading) {
    String start = "\n## " + heading + "\n";
    assertThat(page).as("the section %s", heading).contains(start);
    String rest = page.substring(page.indexOf(start) + start.length());
    int next = rest.indexOf("\n## ");
    return next < 0 ? rest : rest.substring(0, next);
  }

  /** The options a reader must find documented: all but picocli's own help and version flags. */
  private static List<String> documentedOptionNames(CommandSpec spec) {
    List<String> names = new ArrayList<>();
    for (OptionSpec option : spec.options()) {
      if (!option.usageHelp() && !option.versionHelp()) {
        names.addAll(List.of(option.names()));
      }
    }
    return names;
  }

  @Test
  void thePageShowsTheToolsHelpAsGenerated() throws IOException {
    String page = page();
    String shown = "$ java -jar cli/target/boardrules-cli.jar --help\n";
    assertThat(page).contains(shown);
    String block = page.substring(page.indexOf(shown) + shown.length());
    block = block.substring(0, block.indexOf("```"));
    assertThat(block).isEqualTo(help("--help"));
  }

  @Test
  void theCommandTableListsExactlyTheToolsCommands() throws IOException {
    Set<String> listed = new TreeSet<>();
    Matcher row = COMMAND_ROW.matcher(page());
    while (row.find()) {
      assertThat(row.group(2)).as("the anchor of %s", row.group(1)).isEqualTo(row.group(1));
      listed.add(row.group(1));
    }
    // The hidden generate-completion too: the page is where a reader learns of it.
    assertThat(listed).isEqualTo(new TreeSet<>(commands().keySet()));
  }

  @Test
  void eachCommandsSectionShowsItsSynopsisArgumentsAndOptions() throws IOException {
    String page = page();
    for (Map.Entry<String, CommandLine> entry : commands().entrySet()) {
      String command = entry.getKey();
      String section = section(page, command);
      String commandHelp = help(command, "--help");
      String synopsis = commandHelp.substring(0, commandHelp.indexOf("\n\n"));
      assertThat(section).as("the synopsis of %s", command).startsWith("\n```\n" + synopsis + "\n```\n");
      CommandSpec spec = entry.getValue().getCommandSpec();
      for (PositionalParamSpec argument : spec.positionalParameters()) {
        assertThat(section).as("%s's argument", command).contains(argument.paramLabel());
      }
      for (String name : documentedOptionNames(spec)) {
        assertThat(section).as("%s's option", command).contains("`" + name + "`");
      }
    }
  }

  @Test
  void theOptionTablesNameOnlyOptionsTheCommandHas() throws IOException {
    String page = page();
    int rows = 0;
    for (Map.Entry<String, CommandLine> entry : commands().entrySet()) {
      List<String> options = documentedOptionNames(entry.getValue().getCommandSpec());
      Matcher row = OPTION_ROW.matcher(section(page, entry.getKey()));
      while (row.find()) {
        Matcher name = OPTION_NAME.matcher(row.group(1));
        while (name.find()) {
          assertThat(options).as("options of %s", entry.getKey()).contains(name.group(1));
          rows++;
        }
      }
    }
    assertThat(rows).as("option names in the tables").isGreaterThan(30);
  }

  @Test
  void theExitCodeTableHasTheToolsCodes() throws IOException {
    Set<String> codes = new TreeSet<>();
    Matcher row = Pattern.compile("(?m)^\\| ([0-9]+) \\|").matcher(section(page(), "Exit codes"));
    while (row.find()) {
      codes.add(row.group(1));
    }
    Set<String> tools = new TreeSet<>();
    for (String code : commands().get("help").getParent().getCommandSpec().usageMessage().exitCodeList().keySet()) {
      tools.add(code.strip());
    }
    assertThat(codes).isEqualTo(tools).contains("0", "1", "2", "130");
  }
}
