package io.github.boardrules.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import io.github.boardrules.core.catalog.GameOption;
import io.github.boardrules.core.catalog.GameProvider;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A fuzz of the tool's arguments: random commands with game texts (names and options in random
 * case, values from the catalogue, at and past their limits, and garbage), numbers at and past
 * their limits, and flags in random combinations. Every run must be answered within seconds, with
 * a result (exit code 0), an illegal record or lost game (1) or a one-line refusal (2); the only run
 * allowed to go on is a count the user asked for that shows its progress, which is then stopped
 * (130). No output may name a Java class or show a stack trace.
 *
 * <p>Seeded ({@code -Dcli.fuzz.seed=N} repeats a run; the seed is in every failure message),
 * bounded to {@value #RUNS} runs and {@link #BUDGET} in all.
 *
 * <p>Bounds kept so that the fuzz stays a unit test: {@code solve} is only given table paths that
 * cannot be written (a real solve takes minutes and gigabytes), and {@code play} lets the bot move
 * first ({@code --second}) only with small {@code --iterations} and {@code --depth} (a bot's move
 * at the limits is a search the user asked for, seconds each).
 */
class CliArgumentsFuzzTest {
  private static final int RUNS = 400;
  private static final Duration BUDGET = Duration.ofSeconds(25);
  /** A run that is not a count with progress must answer within this. */
  private static final Duration ANSWER = Duration.ofSeconds(10);
  /** A count is stopped after this, as a user would with Ctrl-C. */
  private static final Duration STOP_COUNT_AFTER = Duration.ofMillis(600);

  /** A Java class name or a stack trace: a package-qualified name, an exception's or error's name. */
  private static final Pattern JAVA_NAME = Pattern.compile(
      "\\b(java|javax|jdk|sun|io\\.github)\\.[a-z]+\\.|[A-Za-z]+(Exception|Error)\\b|\\tat |\\bnull\\b");

  private static final String[] FLAGS = {"--first", "--second", "--divide", "--vs", "--seed", "--iterations",
      "--depth", "--from", "--game", "--last", "-o", "--ply-cap", "--record", "--table", "--threads", "--down-to"};

  private static final String[] NUMBERS = {"0", "1", "2", "3", "-1", "28", "29", "100", "101", "1000", "1001",
      "100000", "100001", "1024", "1025", "2147483647", "2147483648", "-2147483649", "9223372036854775807",
      "9223372036854775808", "99999999999999999999", "1e3", "0x10", "+5", "", "abc", " 7"};

  @Test
  void everyRunIsAnsweredWithinSecondsInWords(@TempDir Path dir) throws Exception {
    long seed = Long.getLong("cli.fuzz.seed", System.nanoTime());
    SplittableRandom random = new SplittableRandom(seed);
    List<GameProvider> providers = List.copyOf(GameChoice.CATALOG.providers());
    Path text = Files.writeString(dir.resolve("record.txt"), "[Game \"nim\"]\n\n1. a1 2. b1\n");
    Files.writeString(dir.resolve("garbage.txt"), "(;GM[1]P0[x]\u0000");
    ExecutorService pool = Executors.newCachedThreadPool(r -> {
      Thread t = new Thread(r, "cli-fuzz");
      t.setDaemon(true); // a run that hangs fails the test, and must not keep the JVM alive
      return t;
    });
    long end = System.nanoTime() + BUDGET.toNanos();
    int runs = 0;
    try {
      while (runs < RUNS && System.nanoTime() < end) {
        List<String> args = commandLine(random, providers, dir, text);
        check(seed, runs++, args, pool);
      }
    } finally {
      pool.shutdownNow();
    }
    assertThat(runs).as("seed %d", seed).isPositive();
  }

  private static void check(long seed, int run, List<String> args, ExecutorService pool) throws Exception {
    String what = "seed " + seed + ", run " + run + ": " + String.join(" ", args.stream().map(a -> "'" + a + "'").toList());
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    AtomicBoolean stop = new AtomicBoolean();
    PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
    PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8);
    Controls controls = new Controls(e, Duration.ofMillis(100), stop::get);
    Future<Integer> result = pool.submit(() -> Main.run(args.toArray(String[]::new),
        new ByteArrayInputStream("quit\n".getBytes(StandardCharsets.UTF_8)), o, e, controls));
    int code;
    try {
      code = result.get(STOP_COUNT_AFTER.toMillis(), TimeUnit.MILLISECONDS);
    } catch (ExecutionException thrown) {
      throw new AssertionError("an exception escaped the tool: " + what, thrown.getCause());
    } catch (TimeoutException slow) {
      stop.set(true); // the user's Ctrl-C: only a count listens, and it must then end at once
      try {
        code = result.get(ANSWER.toMillis(), TimeUnit.MILLISECONDS);
      } catch (ExecutionException thrown) {
        throw new AssertionError("an exception escaped the tool: " + what, thrown.getCause());
      } catch (TimeoutException hung) {
        result.cancel(true);
        fail("no answer within %s: %s", ANSWER, what);
        return;
      }
    }
    String outText = out.toString(StandardCharsets.UTF_8);
    String errText = err.toString(StandardCharsets.UTF_8);
    assertThat(code).as("exit code; %s%nerr: %s", what, errText).isIn(0, 1, 2, CliException.STOPPED);
    if (code == CliException.STOPPED) {
      assertThat(args.get(0).toLowerCase(Locale.ROOT)).as(what).isEqualTo("perft");
      assertThat(errText).as("a stopped count showed its progress; %s", what).contains("sequences counted");
    }
    if (code == 2 && !errText.isEmpty() && args.size() > 0) {
      assertThat(errText.strip().lines().reduce((a, b) -> b).orElseThrow()).as(what).startsWith("boardrules: ");
    }
    assertThat(JAVA_NAME.matcher(errText).find()).as("a Java name in %s%nerr: %s", what, errText).isFalse();
    if (!args.get(0).equalsIgnoreCase("svg")) { // a picture is XML, checked for its own words elsewhere
      assertThat(JAVA_NAME.matcher(outText).find()).as("a Java name in %s%nout: %s", what, outText).isFalse();
    }
  }

  private static List<String> commandLine(SplittableRandom random, List<GameProvider> providers, Path dir, Path record) {
    String[] commands = {"games", "play", "replay", "perft", "svg", "solve", "perft", "play", "svg", "nonsense"};
    String command = randomCase(random, commands[random.nextInt(commands.length)]);
    List<String> args = new ArrayList<>(List.of(command));
    String game = gameText(random, providers);
    switch (command.toLowerCase(Locale.ROOT)) {
      case "play" -> args.add(game);
      case "replay" -> args.add(pick(random, record.toString(), dir.resolve("garbage.txt").toString(),
          dir.toString(), "/nonexistent/r.txt"));
      case "perft" -> {
        args.add(game);
        args.add(random.nextInt(3) == 0 ? pick(random, NUMBERS) : Integer.toString(random.nextInt(6)));
      }
      case "svg" -> {
        args.add(game);
        args.add(pick(random, "oooo/oooo/oooo/oooo 1", "1-2-3-4-5-6-7-8 1", "..../..../..../.... 1", "x", "1000000000 1",
            "oooo/oooo/oooo/.ooo 2"));
      }
      case "solve" -> args.add(game);
      default -> {
        // games, or an unknown command
      }
    }
    int flags = random.nextInt(4);
    boolean bigBot = false;
    for (int i = 0; i < flags; i++) {
      String flag = FLAGS[random.nextInt(FLAGS.length)];
      args.add(random.nextInt(8) == 0 ? flag.toUpperCase(Locale.ROOT) : flag);
      switch (flag) {
        case "--first", "--second", "--divide" -> { }
        case "--vs" -> args.add(randomCase(random, pick(random, "random", "mcts", "alphabeta", "solver", "god")));
        case "--from" -> args.add(pick(random, "oooo/oooo/oooo/oooo 1", "..../..../..../.... 1", "1-2-3-4-5-6-7-8 1",
            "zz", "0-0-0-0-0-0-0-0 1"));
        case "--game", "--last" -> args.add(pick(random, "nim", "a1", "a1-d1", "h1:1", "z9", "zertz(board=61)"));
        case "-o", "--record" -> args.add(pick(random, "/nonexistent/f", dir.toString(),
            dir.resolve("out" + random.nextInt(1000)).toString()));
        case "--table" -> args.add(pick(random, "/nonexistent/t.bin", dir.toString())); // never a real solve
        default -> {
          String number = pick(random, NUMBERS);
          bigBot |= (flag.equals("--iterations") || flag.equals("--depth"))
              && number.length() > 1 && !number.equals("-1");
          args.add(number);
        }
      }
    }
    if (bigBot && command.equalsIgnoreCase("play")) {
      args.removeIf(a -> a.equalsIgnoreCase("--second")); // the bot would think at its limit
    }
    return args;
  }

  /** A game text: a name, maybe options with values at, inside and past their limits. */
  private static String gameText(SplittableRandom random, List<GameProvider> providers) {
    if (random.nextInt(20) == 0) {
      return pick(random, "", "(", "nim(", "nim()", "chess", "nim(rows=)", "nim(rows=4,rows=4)", "heapnim(heaps=1000000000)");
    }
    GameProvider provider = providers.get(random.nextInt(providers.size()));
    StringBuilder text = new StringBuilder(randomCase(random, provider.name()));
    List<String> options = new ArrayList<>();
    for (GameOption option : provider.options()) {
      if (random.nextInt(3) != 0) {
        continue;
      }
      options.add(randomCase(random, option.name()) + "=" + value(random, option));
    }
    if (!options.isEmpty()) {
      text.append('(').append(String.join(",", options)).append(')');
    }
    return text.toString();
  }

  private static String value(SplittableRandom random, GameOption option) {
    return switch (option.type()) {
      case INTEGER -> pick(random, Long.toString(option.min()), Long.toString(option.max()),
          Long.toString(option.min() - 1), Long.toString(option.max() + 1), "2", "3", "10", "40", pick(random, NUMBERS));
      case BOOLEAN, CHOICE -> random.nextInt(6) == 0 ? "maybe" : randomCase(random, pick(random, option.choices().toArray(String[]::new)));
      case TEXT -> option.name().equals("heaps")
          ? pick(random, "3-4-5", "1000", "1001", "1000000000", "0", "1-" + "1-".repeat(99) + "1", "2-1", "x")
          : randomCase(random, pick(random, "standard", "spiral", "halves", "chessboard", "size 2x2", "x"));
    };
  }

  private static String randomCase(SplittableRandom random, String word) {
    return switch (random.nextInt(4)) {
      case 0 -> word.toUpperCase(Locale.ROOT);
      case 1 -> word.substring(0, Math.min(1, word.length())).toUpperCase(Locale.ROOT) + word.substring(Math.min(1, word.length()));
      default -> word;
    };
  }

  private static String pick(SplittableRandom random, String... choices) {
    return choices[random.nextInt(choices.length)];
  }
}
