package io.github.boardrules.cli;

import java.io.InputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.AutoComplete;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.HelpCommand;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.UsageMessageSpec;
import picocli.CommandLine.Spec;

/**
 * The tool itself, {@code boardrules}: its commands and how its command line is read.
 *
 * <p>{@link #commandLine} builds the picocli command line of one run: every command with the run's
 * streams, read as the tool reads every word (commands and options in any case, {@code --name
 * value} with a space, no {@code @file} expansion: a game record's path may start with {@code @}),
 * each with {@code -h}/{@code --help}, the help laid out by {@link HelpLayout}, and the hidden
 * {@code generate-completion}, which prints the bash/zsh completion script.
 */
@Command(name = ToolCommand.NAME,
    description = "Play, replay, count (perft), draw and solve every game of boardrules.",
    exitCodeList = {
      "0:done; in play: you won, drew, quit or the input ended",
      "1:a record with an illegal move (replay), or the bot won (play)",
      "2:a usage error or unreadable input",
      "130:a count, game or match stopped with Ctrl-C (143 with SIGTERM)"})
final class ToolCommand implements Callable<Integer> {
  /** The tool's name: its errors start with it, and the completion script completes it. */
  static final String NAME = "boardrules";

  /** picocli's own view of this command, for the usage printed when no command is given. */
  @Spec private CommandSpec spec = CommandSpec.create();

  private final PrintStream err;

  private ToolCommand(PrintStream err) {
    this.err = err;
  }

  /**
   * Builds the command line of one run.
   *
   * @param in the user's input (the moves of {@code play})
   * @param out the output, help included
   * @param err where errors and progress lines go
   * @param controls how often a long count reports, and whether the user asked it to stop
   * @return the command line, ready to execute
   */
  // out and err are print streams of the platform's charset (System.out and System.err, or a test's capture): the writers keep it.
  @SuppressWarnings("DefaultCharset")
  static CommandLine commandLine(InputStream in, PrintStream out, PrintStream err, Controls controls) {
    // picocli's help command, in the words of the others.
    CommandLine help = new CommandLine(new HelpCommand());
    help.getCommandSpec().usageMessage()
        .header(new String[0])
        .description("Print the help of the tool, or of the command named.");
    CommandLine completion = new CommandLine(new AutoComplete.GenerateCompletion());
    completion.getCommandSpec().usageMessage().hidden(true);
    CommandLine tool = new CommandLine(new ToolCommand(err))
        .addSubcommand(new GamesCommand(out))
        .addSubcommand(new PlayCommand(in, out, controls))
        .addSubcommand(new ReplayCommand(out))
        .addSubcommand(new PerftCommand(out, controls))
        .addSubcommand(new SvgCommand(out))
        .addSubcommand(new SolveCommand(out))
        .addSubcommand(new MatchCommand(out, err, controls))
        .addSubcommand(new SelfPlayCommand(out, controls))
        .addSubcommand(new UgiCommand(in, out))
        .addSubcommand(help)
        .addSubcommand(completion);
    style(tool);
    tool.getSubcommands().values().forEach(ToolCommand::style);
    tool.getCommandSpec().usageMessage()
        .synopsisSubcommandLabel("<command> ...")
        .footer(GameChoice.GAME_HELP, "", "<command> --help explains a command.", "",
            "games: " + String.join(", ", GameChoice.CATALOG.names()));
    // Set last: each of these settings reaches the commands added so far.
    return tool
        .setOptionsCaseInsensitive(true)
        .setSubcommandsCaseInsensitive(true)
        .setSeparator(" ")
        .setExpandAtFiles(false)
        .setHelpFactory(HelpLayout::new)
        .setColorScheme(CommandLine.Help.defaultColorScheme(CommandLine.Help.Ansi.OFF))
        .setOut(new PrintWriter(out, true))
        .setErr(new PrintWriter(err, true));
  }

  /** The same headings and help option for every command; lower case, as the tool's words are. */
  private static void style(CommandLine command) {
    CommandSpec spec = command.getCommandSpec();
    if (spec.findOption("--help") == null) {
      spec.addOption(OptionSpec.builder("-h", "--help").usageHelp(true).description("print this help").build());
    }
    UsageMessageSpec usage = spec.usageMessage();
    usage.synopsisHeading("usage: ")
        .descriptionHeading("%n")
        .parameterListHeading("%narguments:%n")
        .optionListHeading("%noptions:%n")
        .commandListHeading("%ncommands:%n")
        .exitCodeListHeading(usage.exitCodeList().isEmpty() ? "" : "%nexit codes:%n")
        .footerHeading("%n")
        .sortOptions(false)
        .sortSynopsis(false);
  }

  /**
   * Prints the tool's usage to standard error: the command line named no command.
   *
   * @return the exit code of a usage error, 2
   */
  @Override
  public Integer call() {
    err.print(spec.commandLine().getUsageMessage());
    return CliException.USAGE;
  }
}
