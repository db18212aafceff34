package io.github.boardrules.core.catalog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.core.GameRecord;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.Replay;
import io.github.boardrules.core.TextParseException;
import io.github.boardrules.core.fixture.TakeAwayGame;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class GameCatalogTest {
  @Test
  void theServiceLoaderFindsTheRegisteredGame() {
    GameCatalog catalog = GameCatalog.load();
    assertThat(catalog.names()).contains("takeaway");
    assertThat(catalog.provider("takeaway")).get().isInstanceOf(TakeAwayGame.class);
  }

  @Test
  void aConfiguredGameIsMadeFromItsText() {
    ConfiguredGame<?, ?> game = GameCatalog.load().game("takeaway(pile=7,names=colours)");
    assertThat(game.config()).hasToString("takeaway(pile=7,names=colours)");
    assertThat(game.title()).isEqualTo("Take-away");
    assertThat(game.sideName(Player.FIRST)).isEqualTo("RED");
    assertThat(game.sideName(Player.SECOND)).isEqualTo("BLUE");
    assertThat(describeStart(game)).isEqualTo("7 1 with 3 moves");
    assertThat(GameCatalog.load().game("takeaway").sideName(Player.SECOND)).isEqualTo("SECOND");
  }

  private static <S, M> String describeStart(ConfiguredGame<S, M> game) {
    S start = game.rules().initialState();
    return game.positions().encode(start) + " with " + game.rules().legalMoves(start).size() + " moves";
  }

  @Test
  void anUnknownGameOrARefusedCombinationIsATextParseException() {
    GameCatalog catalog = GameCatalog.of(List.of(new TakeAwayGame()));
    assertThatThrownBy(() -> catalog.game("  chess(x=1)"))
        .isInstanceOfSatisfying(
            TextParseException.class,
            e -> {
              assertThat(e.reason()).isEqualTo("unknown game \"chess\"; the games are takeaway");
              assertThat(e.errorIndex()).isEqualTo(2);
            });
    assertThatThrownBy(() -> catalog.game("takeaway(pile=1,misere=true)"))
        .isInstanceOfSatisfying(
            TextParseException.class,
            e -> assertThat(e.reason()).isEqualTo("takeaway(pile=1,misere=true): misère needs 2 or more counters"));
  }

  @Test
  void aRecordNamesItsConfiguredGameAndReplaysByItself() {
    GameCatalog catalog = GameCatalog.of(List.of(new TakeAwayGame()));
    String text = recordOf(catalog.game("takeaway(pile=5)"));
    assertThat(text).startsWith("[Game \"takeaway(pile=5)\"]\n[Start \"5 1\"]\n");
    ConfiguredGame<?, ?> game = catalog.gameOfRecord(text);
    // 5 counters: FIRST takes 2, SECOND 1, FIRST the last 2; SECOND is then to move.
    assertThat(game.config()).hasToString("takeaway(pile=5)");
    assertThat(replayToEnd(game, text)).isEqualTo("0 2: win for FIRST: FIRST took the last counter");
    // With a byte-order mark and CRLF line ends, as editors on some systems write files.
    String windows = "\uFEFF" + text.replace("\n", "\r\n");
    assertThat(replayToEnd(catalog.gameOfRecord(windows), windows)).isEqualTo("0 2: win for FIRST: FIRST took the last counter");
  }

  private static <S, M> String recordOf(ConfiguredGame<S, M> game) {
    S start = game.rules().initialState();
    List<M> moves =
        List.of(game.notation().parse("take2"), game.notation().parse("take1"), game.notation().parse("take2"));
    return game.writeRecord(game.record(start, moves));
  }

  private static <S, M> String replayToEnd(ConfiguredGame<S, M> game, String text) {
    GameRecord<S, M> record = game.readRecord(text);
    Replay<S, M> replay = record.replay(game.rules());
    S end = replay.orThrow();
    return game.positions().encode(end) + ": " + game.rules().status(end);
  }

  @Test
  void aRecordWithoutAGameTagOrOfAnotherGameIsRefused() {
    GameCatalog catalog = GameCatalog.of(List.of(new TakeAwayGame()));
    assertThatThrownBy(() -> catalog.gameOfRecord("[Start \"5 1\"]\n\n1. take1\n"))
        .isInstanceOfSatisfying(
            TextParseException.class,
            e -> assertThat(e.reason()).contains("no [Game \"...\"] tag"));
    String other = "[Game \"takeaway(pile=500)\"]\n[Start \"5 1\"]\n";
    assertThatThrownBy(() -> catalog.gameOfRecord(other))
        .isInstanceOfSatisfying(
            TextParseException.class,
            e -> {
              assertThat(e.reason()).contains("pile: \"500\" is outside 1..99");
              assertThat(e.errorIndex()).isEqualTo(other.indexOf("500"));
            });
    ConfiguredGame<?, ?> game = catalog.game("takeaway");
    assertThatThrownBy(() -> game.readRecord("[Game \"nim\"]\n[Start \"5 1\"]\n"))
        .isInstanceOfSatisfying(
            TextParseException.class, e -> assertThat(e.reason()).isEqualTo("the record is of nim, not of takeaway"));
  }

  @Test
  void tagsAreReadWithoutTheMoves() {
    Map<String, String> tags =
        GameRecord.readTags("# a comment\n[Game \"takeaway\"]\n[Start \"5 1\"]\n\n1. take9\n[Late \"x\"]\n");
    assertThat(tags).containsExactly(Map.entry("Game", "takeaway"), Map.entry("Start", "5 1"));
  }
}
