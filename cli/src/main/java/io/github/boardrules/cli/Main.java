package io.github.boardrules.cli;

import io.github.boardrules.core.TextParseException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * The boardrules command-line tool: {@code games}, {@code play}, {@code replay}, {@code perft},
 * {@code svg}, {@code solve} and {@code match}. Games are named as the catalogue names them, options included,
 * such as {@code 'zertz(board=61)'}.
 *
 * <pre>{@code
 * java -jar cli/target/boardrules-cli.jar perft nim 2
 * java -jar cli/target/boardrules-cli.jar play pushfour --vs alphabeta --depth 3
 * java -jar cli/target/boardrules-cli.jar games
 * }</pre>
 *
 * <p>Exit codes: 0 ok, 1 an illegal record or a lost game, 2 a usage error or unreadable input.
 * Errors are one line on standard error, never a stack trace.
 */
public final class Main {
  private static final Pattern LINE_BREAK = Pattern.compile("\\R");

  private Main() {}

  /**
   * Runs the tool and exits with its exit code.
   *
   * @param args the command line
   */
  public static void main(String[] args) {
    System.exit(run(args, System.in, System.out, System.err));
  }

  private static String oneLine(@Nullable String message) {
    return message == null ? "error" : LINE_BREAK.matcher(message).replaceAll(" ");
  }

  /**
   * Runs the tool.
   *
   * @param args the command line
   * @param in the user's input (the moves of {@code play})
   * @param out the output
   * @param err where errors go, one line each
   * @return the exit code: 0 ok, 1 illegal record or lost game, 2 usage error or unreadable input
   */
  public static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
    if (args.length == 0) {
      err.print(Usage.main());
      return CliException.USAGE;
    }
    String command = args[0];
    List<String> rest = Arrays.asList(args).subList(1, args.length);
    try {
      if (command.equals("--help") || command.equals("-h") || command.equals("help")) {
        out.print(Usage.main());
        return 0;
      }
      if (rest.contains("--help") || rest.contains("-h")) {
        out.print(Usage.of(command));
        return 0;
      }
      if (command.equals("match")) {
        return MatchCommand.run(rest, out, err); // its options are its own
      }
      Options options = Options.parse(rest);
      return switch (command) {
        case "play" -> PlayCommand.run(options, in, out);
        case "replay" -> ReplayCommand.run(options, out);
        case "perft" -> PerftCommand.run(options, out);
        case "svg" -> SvgCommand.run(options, out);
        case "games" -> GamesCommand.run(options, out);
        case "solve" -> SolveCommand.run(options, out);
        default -> throw CliException.usage(
            "unknown command \"" + command + "\"; the commands are games, play, replay, perft, svg, solve, match (see --help)");
      };
    } catch (CliException e) {
      err.println("boardrules: " + oneLine(e.getMessage()));
      return e.exitCode();
    } catch (TextParseException e) {
      // A file's whole text in the message would not be one line: its reason names the line.
      boolean lines = e.input().indexOf('\n') >= 0 || e.input().indexOf('\r') >= 0;
      err.println("boardrules: "
          + oneLine(lines ? "Cannot read " + e.kind() + ": " + e.reason() : e.getMessage()));
      return CliException.USAGE;
    } catch (IllegalArgumentException | UncheckedIOException e) {
      err.println("boardrules: " + oneLine(e.getMessage()));
      return CliException.USAGE;
    } finally {
      out.flush();
    }
  }
}
