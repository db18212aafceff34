package io.github.boardrules.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.TextParseException;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.core.catalog.GameConfig;
import io.github.boardrules.core.catalog.GameOption;
import io.github.boardrules.core.catalog.GameProvider;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PlayCommandTest {
  /** NIM names its sides FIRST and SECOND: the prompt names the side to move by that name alone. */
  private static final String PROMPT = "your move, FIRST> ";

  @Test
  void illegalAndMalformedMovesAreAnsweredAndAskedAgainThenQuit() {
    CliRun run = CliRun.withInput("b1-b4\nzz\nmoves\na1\nquit\n", "play", "nim", "--vs", "solver");
    assertThat(run.exitCode()).isZero();
    assertThat(run.err()).isEmpty();
    String out = run.out();
    assertThat(out).contains("you are FIRST, solver is SECOND");
    // b1-b4 is four balls; "1, 2, 3" NIM takes at most three. The refusal names the move once.
    String refusal = out.lines().filter(l -> l.startsWith(PROMPT + "Illegal move")).findFirst().orElseThrow();
    assertThat(refusal).startsWith(PROMPT + "Illegal move: b1-b4 ").contains("at most 3");
    assertThat(refusal.split("b1-b4", -1)).as("b1-b4 named once: %s", refusal).hasSize(2);
    assertThat(out).contains(PROMPT + "Not a move: ");
    // "moves" lists the 56 moves of the full grid.
    String moves = out.lines().filter(l -> l.startsWith(PROMPT + "a1 ")).findFirst().orElseThrow();
    assertThat(moves.substring(PROMPT.length()).split(" ")).hasSize(56);
    // a1 is played and drawn, then the solver answers.
    assertThat(out).contains("1 . o o o").contains("position: oooo/oooo/oooo/.ooo 2");
    assertThat(out).contains("solver plays ");
    // Asked five times: b1-b4, zz, moves, a1, and after the solver's move, quit.
    assertThat(out.split(java.util.regex.Pattern.quote(PROMPT), -1)).hasSize(6);
    assertThat(out).endsWith("Stopped." + System.lineSeparator());
  }

  @Test
  void theInitialPositionIsDrawnWithCoordinates() {
    CliRun run = CliRun.withInput("quit\n", "play", "nim", "--vs", "random");
    assertThat(run.out()).contains(
        String.join(System.lineSeparator(),
            "4 o o o o", "3 o o o o", "2 o o o o", "1 o o o o", "  a b c d",
            "position: oooo/oooo/oooo/oooo 1", "FIRST to move"));
    assertThat(run.out()).startsWith("nim: you are FIRST, random is SECOND.");
  }

  @Test
  void takingTheLastBallWinsWithCode0() {
    CliRun run = CliRun.withInput("h1:1\n", "play", "heapnim(heaps=1)", "--vs", "solver");
    assertThat(run.exitCode()).isZero();
    assertThat(run.out()).contains("position: 0 2").endsWith("You win." + System.lineSeparator());
  }

  @Test
  void losingToTheBotIsCode1() {
    CliRun run = CliRun.withInput("", "play", "heapnim(heaps=1)", "--vs", "solver", "--second");
    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(run.out()).contains("solver plays h1:1").endsWith("You lose." + System.lineSeparator());
  }

  @Test
  void theEndOfInputStops() {
    CliRun run = CliRun.withInput("", "play", "pushfour", "--vs", "random");
    assertThat(run.exitCode()).isZero();
    assertThat(run.out()).endsWith("End of input: stopped." + System.lineSeparator());
  }

  @Test
  void aBotTheGameDoesNotHaveIsAUsageError() {
    assertThat(CliRun.of("play", "nim", "--vs", "alphabeta").oneLineError(2))
        .contains("nim has no alpha-beta evaluation");
    assertThat(CliRun.of("play", "pushfour", "--vs", "solver").oneLineError(2))
        .contains("pushfour has no solver");
    assertThat(CliRun.of("play", "pushfour", "--vs", "god").oneLineError(2))
        .contains("unknown player \"god\"");
  }

  @Test
  void theAlphaBetaBotAnswers() {
    // Push-four with a depth-1 search: one bot move after ours, then quit.
    CliRun run = CliRun.withInput("moves\nquit\n", "play", "pushfour", "--vs", "alphabeta", "--depth", "1", "--second");
    assertThat(run.exitCode()).isZero();
    // Push-four names its sides: LIGHT moves first. Each side has that one name.
    assertThat(run.out()).contains("you are DARK, alphabeta is LIGHT.")
        .contains("alphabeta plays ").contains("your move, DARK> ").doesNotContain("player 1", "player 2");
  }

  @Test
  void eachSideHasItsGamesOneName() {
    // The ZÈRTZ rules name the players first and second; the diagram says who is to move, and
    // the tool says it in the same words, once.
    CliRun zertz = CliRun.withInput("quit\n", "play", "zertz", "--vs", "random");
    assertThat(zertz.out()).startsWith("zertz: you are FIRST, random is SECOND.").contains("your move, FIRST> ")
        .doesNotContain("player 1", "player 2");
    assertThat(zertz.out().split("FIRST to move", -1)).as("one line says who moves").hasSize(2);
    // TZAAR's sides are WHITE, who moves first, and BLACK (the rules text).
    CliRun tzaar = CliRun.withInput("quit\n", "play", "tzaar", "--vs", "random");
    assertThat(tzaar.out()).startsWith("tzaar(seed=1): you are WHITE, random is BLACK.")
        .contains("your move, WHITE> ").doesNotContain("player 1", "(player");
  }

  @Test
  void thePlyCapStopsTheGameUnfinishedWithoutADraw() {
    // We move first against the random bot: ply 0 is ours (a3), ply 1 the bot's; the cap of 2
    // then stops the game, which push-four's rules have not ended.
    CliRun run = CliRun.withInput("a3\n", "play", "pushfour", "--vs", "random", "--ply-cap", "2");
    assertThat(run.exitCode()).isZero();
    assertThat(run.out())
        .contains("random plays ")
        .doesNotContain("Draw.")
        .endsWith("Stopped unfinished at the ply cap of 2: the rules have not ended the game."
            + System.lineSeparator());
    assertThat(CliRun.of("play", "pushfour", "--ply-cap", "0").oneLineError(2))
        .contains("--ply-cap must be at least 1");
  }

  @Test
  void theRecordOfAPlayedGameIsWrittenAndReplays(@TempDir Path dir) throws IOException {
    Path record = dir.resolve("game.txt");
    CliRun run = CliRun.withInput("a1\nquit\n", "play", "nim(misere=true)", "--vs", "solver",
        "--record", record.toString());
    assertThat(run.exitCode()).as(run.err()).isZero();
    String text = Files.readString(record, StandardCharsets.UTF_8);
    // Our a1, then the solver's answer: two moves, tagged with the configured game.
    assertThat(text).contains("[Game \"nim(misere=true)\"]").contains("1. a1\n").contains("2. ");
    assertThat(text).doesNotContain("3. ");
    CliRun replay = CliRun.of("replay", record.toString());
    assertThat(replay.exitCode()).as(replay.err()).isZero();
    assertThat(replay.out()).startsWith("nim(misere=true) game record, 2 moves");
  }

  @Test
  void theSeedChoosesTheRandomSetupAndTheRecordKeepsIt(@TempDir Path dir) throws IOException {
    Path first = dir.resolve("first.txt");
    Path again = dir.resolve("again.txt");
    CliRun.withInput("quit\n", "play", "tzaar(setup=random)", "--seed", "7", "--record", first.toString());
    CliRun.withInput("quit\n", "play", "tzaar(setup=random)", "--seed", "7", "--record", again.toString());
    String text = Files.readString(first, StandardCharsets.UTF_8);
    // The seed is part of the configured game, so the same seed gives the same start.
    assertThat(text).contains("seed=7");
    assertThat(Files.readString(again, StandardCharsets.UTF_8)).isEqualTo(text);
    // A random setup is not the fixed one.
    assertThat(text).doesNotContain("[Start \"" + start(GameCatalog.load().game("tzaar")) + "\"]");
    assertThat(text).contains("[Start \"" + start(GameCatalog.load().game("tzaar(setup=random,seed=7)")) + "\"]");
    assertThat(CliRun.of("replay", first.toString()).exitCode()).isZero();
  }

  private static <S, M> String start(ConfiguredGame<S, M> game) {
    return game.positions().encode(game.rules().initialState());
  }

  @Test
  void everyGamesPlayedRecordReplays(@TempDir Path dir) throws IOException {
    // The bot moves first (the user quits at once), so each two-player game's record holds a move.
    for (String name : GameChoice.CATALOG.names()) {
      String game = name.equals("tzaar") ? "tzaar(seed=4)" : name;
      Path record = dir.resolve(name + ".txt");
      List<String> args = new ArrayList<>(List.of("play", game));
      args.addAll(CliRun.randomBotFirst(game));
      args.addAll(List.of("--record", record.toString()));
      CliRun play = CliRun.withInput("quit\n", args.toArray(String[]::new));
      assertThat(play.exitCode()).as(game + ": " + play.err()).isZero();
      String text = Files.readString(record, StandardCharsets.UTF_8);
      assertThat(text).as(game).contains("[Game \"" + game + "\"]");
      if (!name.equals("intarsia")) { // a puzzle has no bot: the user quit before any move
        assertThat(text).as(game).contains("1. ");
      }
      CliRun replay = CliRun.of("replay", record.toString());
      assertThat(replay.exitCode()).as(game + ": " + replay.err()).isZero();
      assertThat(replay.out()).as(game).startsWith(game + " game record, ");
    }
  }

  @Test
  void everyOneOptionChangeRecordsAndReplays(@TempDir Path dir) throws IOException {
    // Each option of each game changed alone to each other value (the smallest of a number), as
    // the catalogue lists them; a combination the game refuses (a seed without a random setup)
    // is refused by play with the option's name.
    int played = 0;
    for (GameProvider provider : GameChoice.CATALOG.providers()) {
      GameConfig defaults = provider.defaults();
      Set<String> configs = new LinkedHashSet<>();
      for (GameOption option : provider.options()) {
        List<String> values = new ArrayList<>(option.choices());
        if (option.type() == GameOption.Type.INTEGER) {
          values.add(Long.toString(option.min()));
        }
        for (String value : values) {
          configs.add(defaults.with(option.name(), value).toString());
        }
      }
      for (String game : configs) {
        boolean valid;
        try {
          GameChoice.CATALOG.game(game);
          valid = true;
        } catch (TextParseException e) {
          valid = false;
        }
        Path record = dir.resolve("game" + played + ".txt");
        List<String> args = new ArrayList<>(List.of("play", game));
        if (valid) {
          args.addAll(CliRun.randomBotFirst(game));
        }
        args.addAll(List.of("--record", record.toString()));
        CliRun play = CliRun.withInput("quit\n", args.toArray(String[]::new));
        if (!valid) {
          assertThat(play.exitCode()).as(game).isNotZero();
          continue;
        }
        assertThat(play.exitCode()).as(game + ": " + play.err()).isZero();
        String text = Files.readString(record, StandardCharsets.UTF_8);
        assertThat(text).as(game).contains("[Game \"");
        CliRun replay = CliRun.of("replay", record.toString());
        assertThat(replay.exitCode()).as(game + ": " + replay.err()).isZero();
        played++;
      }
    }
    assertThat(played).isGreaterThan(2 * GameChoice.CATALOG.names().size());
  }
}
