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
import java.util.Map;
import java.util.TreeMap;
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
 * A fuzz of the tool's arguments (every command, match and selfplay included): random commands
 * with game texts (names and options in random case, values from the catalogue, at and past their
 * limits, and garbage), numbers at and past their limits, and flags in random combinations. Every
 * run must be answered within seconds, with a result (exit code 0), an illegal record or lost game
 * (1) or a one-line refusal (2); the only runs allowed to go on are a count, a match or a
 * self-play run the user asked for that shows its progress, which is then
 * stopped (130) and must say how far it got. No output may name a Java class or show a stack trace.
 *
 * <p>{@code match} is fuzzed with every one of its options in random combinations ({@code
 * --levels}, {@code --games}, {@code --threads}, {@code --seed}, {@code --time-per-move}, {@code
 * --bot-threads}, {@code --ply-cap}, {@code --out}, {@code --resume}, {@code --tournament}), numbers
 * at and past their limits, and other commands' flags. Its matches stay small: levels 1 to 3 (4 and
 * 5 only with a budget of a few milliseconds a move), a few games unless the number is a limit;
 * a match that runs on is stopped like a count, and its games in play end at their next move.
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

  /**
   * The match's progress: games done of the pair's, as a bar on a terminal or as a plain line
   * ("0/100 games, playing") when standard error is not one, as here.
   */
  private static final Pattern MATCH_BAR = Pattern.compile("\\[[#.]+\\] \\d+/\\d+|\\d[\\d,]*/\\d[\\d,]* games, ");

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
    Map<String, Integer> answers = new TreeMap<>();
    int runs = 0;
    try {
      while (runs < RUNS && System.nanoTime() < end) {
        List<String> args = commandLine(random, providers, dir, text);
        int code = check(seed, runs++, args, pool);
        answers.merge(args.get(0).toLowerCase(Locale.ROOT) + " " + code, 1, Integer::sum);
      }
    } finally {
      pool.shutdownNow();
    }
    assertThat(runs).as("seed %d", seed).isPositive();
    if (runs >= 200) { // the fuzz reached what it is for: matches played to a result, and refused
      assertThat(answers).as("seed %d: the answers by command and exit code", seed)
          .containsKey("match 0").containsKey("match 2");
    }
  }

  private static int check(long seed, int run, List<String> args, ExecutorService pool) throws Exception {
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
      // The user's Ctrl-C, for the long work that shows its progress (a count, a match), which
      // must then end at once; anything else must answer by itself.
      String command = args.get(0).toLowerCase(Locale.ROOT);
      stop.set(command.equals("perft") || command.equals("match") || command.equals("selfplay"));
      try {
        code = result.get(ANSWER.toMillis(), TimeUnit.MILLISECONDS);
      } catch (ExecutionException thrown) {
        throw new AssertionError("an exception escaped the tool: " + what, thrown.getCause());
      } catch (TimeoutException hung) {
        result.cancel(true);
        fail("no answer within %s: %s", ANSWER, what);
        return -1;
      }
    }
    String outText = out.toString(StandardCharsets.UTF_8);
    String errText = err.toString(StandardCharsets.UTF_8);
    assertThat(code).as("exit code; %s%nerr: %s", what, errText).isIn(0, 1, 2, CliException.STOPPED);
    if (code == CliException.STOPPED) {
      String command = args.get(0).toLowerCase(Locale.ROOT);
      assertThat(command).as(what).isIn("perft", "match", "selfplay");
      if (command.equals("selfplay")) {
        assertThat(errText.strip().lines().reduce((a, b) -> b).orElseThrow()).as(what)
            .startsWith("boardrules: selfplay stopped as asked after ").contains("nothing was written");
      } else if (command.equals("perft")) {
        assertThat(errText).as("a stopped count showed its progress; %s", what).contains("sequences counted");
      } else {
        assertThat(MATCH_BAR.matcher(errText).find()).as("a stopped match showed its progress; %s%nerr: %s",
            what, errText).isTrue();
        assertThat(errText.strip().lines().reduce((a, b) -> b).orElseThrow()).as(what)
            .startsWith("boardrules: match stopped as asked after ");
      }
    }
    if (code == 2 && !errText.isEmpty() && args.size() > 0) {
      assertThat(errText.strip().lines().reduce((a, b) -> b).orElseThrow()).as(what).startsWith("boardrules: ");
    }
    assertThat(JAVA_NAME.matcher(errText).find()).as("a Java name in %s%nerr: %s", what, errText).isFalse();
    if (!args.get(0).equalsIgnoreCase("svg")) { // a picture is XML, checked for its own words elsewhere
      assertThat(JAVA_NAME.matcher(outText).find()).as("a Java name in %s%nout: %s", what, outText).isFalse();
    }
    return code;
  }

  private static List<String> commandLine(SplittableRandom random, List<GameProvider> providers, Path dir, Path record) {
    String[] commands = {"games", "play", "replay", "perft", "svg", "solve", "perft", "play", "svg", "nonsense",
        "match", "match", "match", "selfplay", "selfplay"};
    String command = randomCase(random, commands[random.nextInt(commands.length)]);
    List<String> args = new ArrayList<>(List.of(command));
    String game = gameText(random, providers);
    switch (command.toLowerCase(Locale.ROOT)) {
      case "play" -> args.add(game);
      case "replay" -> args.add(pick(random, record.toString(), dir.resolve("garbage.txt").toString(),
          dir.toString(), dir.resolve("missing").resolve("r.txt").toString()));
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
      case "match" -> {
        if (random.nextInt(10) != 0) {
          args.add(game);
        }
        matchOptions(random, dir, args);
        return args;
      }
      case "selfplay" -> {
        selfPlayOptions(random, dir, args);
        return args;
      }
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
        case "-o", "--record" -> args.add(pick(random, dir.resolve("missing").resolve("f").toString(), dir.toString(),
            dir.resolve("out" + random.nextInt(1000)).toString()));
        // Never a real solve: a directory that does not exist (in the test's own, so that no other
        // program can have made it), or a directory in the table's place.
        case "--table" -> args.add(pick(random, dir.resolve("missing").resolve("t.bin").toString(), dir.toString()));
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

  private static final String[] MATCH_LEVELS = {"1,2", "2,1", "1,3", "2,3", "1,2,3", "3,1,2", "1", "", "0,1", "1,6",
      "1,1", "2,x", "1,,2", "1,2,", "-1,2", "1,2147483648", " 1, 2", "4,5", "1,5", "5,4"};
  private static final String[] MATCH_GAMES = {"1", "2", "3", "4", "0", "-1", "1000000", "1000001", "2147483647",
      "2147483648", "x", ""};
  private static final String[] MATCH_THREADS = {"1", "2", "3", "0", "-1", "256", "257", "x"};
  private static final String[] MATCH_TIMES = {"1", "5ms", "20ms", "1s", "0", "0ms", "-1", "3600001", "3601s",
      "3600000000s", "1h", "ms", "s", "", "9223372036854775808ms"};
  private static final String[] MATCH_PLY_CAPS = {"1", "2", "20", "200", "0", "-1", "1000000", "1000001",
      "2147483647", "2147483648", "x"};
  private static final String[] MATCH_SEEDS = {"0", "1", "-1", "9223372036854775807", "-9223372036854775808",
      "9223372036854775808", "x", ""};

  /**
   * The options of {@code match}: each with a chance, in random order and case, now and then twice,
   * missing its value, or one of another command. Levels 4 and 5 always get a budget of a few
   * milliseconds a move (their fixed budgets are seconds a move).
   */
  /**
   * Self-play options in random order and case: small runs that finish (games whose action
   * counts keep the data small: NIM, ZÈRTZ, push-four), the limits now and then (a run that goes
   * on is stopped like a count), values past them, the puzzle and unknown games, other commands'
   * flags.
   */
  private static void selfPlayOptions(SplittableRandom random, Path dir, List<String> args) {
    if (random.nextInt(10) != 0) {
      args.add(pick(random, "nim", "NIM(rows=3,columns=5)", "zertz", "pushfour", "heapnim(heaps=3-4-5)", "intarsia",
          "nosuchgame", "nim(rows=99)"));
    }
    List<List<String>> options = new ArrayList<>();
    if (random.nextInt(8) != 0) {
      options.add(List.of("--out", pick(random, dir.resolve("self" + random.nextInt(3) + ".npz").toString(),
          dir.resolve("missing").resolve("s.npz").toString(), dir.toString(), "")));
    }
    options.add(List.of("--games", random.nextInt(4) == 0
        ? pick(random, "0", "-1", "1000000", "1000001", "2147483648", "x") : pick(random, "1", "2")));
    options.add(List.of(pick(random, "--simulations", "--playouts", "--SIMULATIONS"), random.nextInt(4) == 0
        ? pick(random, "0", "1000001", "abc", "") : pick(random, "1", "5", "20")));
    if (random.nextInt(3) == 0) {
      options.add(List.of("--threads", pick(random, "1", "2", "0", "257", "x")));
    }
    if (random.nextInt(3) == 0) {
      options.add(List.of("--seed", pick(random, "1", "-5", "9223372036854775807", "9223372036854775808", "x")));
    }
    if (random.nextInt(3) == 0) {
      options.add(List.of("--ply-cap", pick(random, "1", "50", "0", "1000001")));
    }
    if (random.nextInt(4) == 0) {
      options.add(List.of("--sampling-plies", pick(random, "0", "3", "-1", "1000001")));
    }
    if (random.nextInt(4) == 0) {
      options.add(List.of("--noise", pick(random, "0", "0.25", "1", "1.5", "-0.1", "NaN", "x")));
    }
    if (random.nextInt(8) == 0) {
      options.add(List.of(pick(random, "--levels", "--depth", "--resume"), "1"));
    }
    shuffle(random, options);
    for (List<String> option : options) {
      args.addAll(option);
    }
    if (random.nextInt(12) == 0) {
      args.remove(args.size() - 1); // an option without its value
    }
  }

  private static void matchOptions(SplittableRandom random, Path dir, List<String> args) {
    if (random.nextBoolean()) {
      validMatchOptions(random, dir, args);
      return;
    }
    List<List<String>> options = new ArrayList<>();
    String levels = pick(random, MATCH_LEVELS);
    if (random.nextInt(12) != 0) {
      options.add(List.of("--levels", levels));
    }
    boolean strong = levels.contains("4") || levels.contains("5");
    if (strong) {
      options.add(List.of("--time-per-move", pick(random, "1", "5ms")));
    } else if (random.nextInt(3) == 0) {
      options.add(List.of("--time-per-move", pick(random, MATCH_TIMES)));
    }
    // Mostly a few games; the limits now and then (such a match is stopped like a count).
    options.add(List.of("--games", random.nextInt(4) == 0 ? pick(random, MATCH_GAMES) : pick(random, "1", "2", "3")));
    if (random.nextInt(3) == 0) {
      options.add(List.of("--threads", pick(random, MATCH_THREADS)));
    }
    if (random.nextInt(4) == 0) {
      options.add(List.of("--bot-threads", pick(random, "1", "2", "0", "257", "x")));
    }
    if (random.nextInt(3) == 0) {
      options.add(List.of("--seed", pick(random, MATCH_SEEDS)));
    }
    if (random.nextInt(3) == 0) {
      options.add(List.of("--ply-cap", pick(random, MATCH_PLY_CAPS)));
    }
    if (random.nextInt(3) == 0) {
      options.add(List.of("--out", pick(random, dir.resolve("match" + random.nextInt(4)).toString(),
          dir.resolve("record.txt").toString(), dir.resolve("record.txt").resolve("sub").toString(), "")));
      // Never a directory outside the test's own: a match makes the directories it is given.
    }
    if (random.nextInt(4) == 0) {
      options.add(List.of("--resume"));
    }
    if (random.nextInt(4) == 0) {
      options.add(List.of("--tournament"));
    }
    if (random.nextInt(8) == 0) {
      options.add(List.of(pick(random, "--vs", "--depth", "--divide", "--levels", "--games", "-o", "--", "-")));
    }
    if (random.nextInt(10) == 0) {
      options.add(List.of("extra"));
    }
    shuffle(random, options);
    for (List<String> option : options) {
      args.add(random.nextInt(8) == 0 ? option.get(0).toUpperCase(Locale.ROOT) : option.get(0));
      if (option.size() > 1 && random.nextInt(20) != 0) { // now and then the value is missing
        args.add(option.get(1));
      }
    }
  }

  /**
   * The options of a match a user would give: values in range, in every combination, the limits
   * now and then; mostly played to its end (exit code 0), stopped when it runs long.
   */
  private static void validMatchOptions(SplittableRandom random, Path dir, List<String> args) {
    List<List<String>> options = new ArrayList<>();
    String levels = pick(random, "1,2", "2,1", "1,3", "2,3", "1,2,3", "3,1,2", "1,5", "4,5");
    options.add(List.of("--levels", levels));
    if (levels.contains("4") || levels.contains("5")) {
      options.add(List.of("--time-per-move", pick(random, "1", "2ms")));
    } else if (random.nextInt(3) == 0) {
      options.add(List.of("--time-per-move", pick(random, "1", "5ms", "20ms")));
    }
    if (random.nextInt(4) != 0) {
      options.add(List.of("--games", random.nextInt(10) == 0 ? "1000000" : pick(random, "1", "2", "3")));
    }
    if (random.nextInt(3) == 0) {
      options.add(List.of("--threads", random.nextInt(10) == 0 ? "256" : pick(random, "1", "2", "3")));
    }
    if (random.nextInt(4) == 0) {
      options.add(List.of("--bot-threads", pick(random, "1", "2")));
    }
    if (random.nextInt(3) == 0) {
      options.add(List.of("--seed", pick(random, "0", "1", "-1", "9223372036854775807", "-9223372036854775808")));
    }
    if (random.nextInt(3) == 0) {
      options.add(List.of("--ply-cap", pick(random, "1", "2", "20", "200", "1000000")));
    }
    if (random.nextInt(3) == 0) {
      options.add(List.of("--out", dir.resolve("match" + random.nextInt(4)).toString()));
      if (random.nextBoolean()) {
        options.add(List.of("--resume"));
      }
    }
    if (random.nextInt(4) == 0) {
      options.add(List.of("--tournament"));
    }
    shuffle(random, options);
    for (List<String> option : options) {
      args.add(random.nextInt(8) == 0 ? option.get(0).toUpperCase(Locale.ROOT) : option.get(0));
      args.addAll(option.subList(1, option.size()));
    }
  }

  private static <T> void shuffle(SplittableRandom random, List<T> list) {
    for (int i = list.size() - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      T t = list.get(i);
      list.set(i, list.get(j));
      list.set(j, t);
    }
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
