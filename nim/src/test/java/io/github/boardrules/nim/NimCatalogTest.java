package io.github.boardrules.nim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.core.TextParseException;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import org.junit.jupiter.api.Test;

/** The NIM games found by name through core's catalogue (the module's ServiceLoader entries). */
class NimCatalogTest {
  private final GameCatalog catalog = GameCatalog.load();

  @Test
  void theCatalogueFindsBothGames() {
    assertThat(catalog.names()).contains("nim", "heapnim");
  }

  @Test
  void theNamesGiveTheBookletsGamesAndVariants() {
    assertThat(catalog.game("nim").rules()).isEqualTo(GridNim.standard());
    assertThat(catalog.game("nim(touching=false)").rules()).isEqualTo(GridNim.touchingNotRequired());
    assertThat(catalog.game("nim(maxTake=4,touching=false)").rules()).isEqualTo(GridNim.anyNumberFromLine());
    assertThat(catalog.game("nim(rows=3,columns=7,misere=true)").rules())
        .isEqualTo(GridNim.builder().rows(3).columns(7).misere(true).build());
    assertThat(catalog.game("heapnim").rules()).isEqualTo(HeapNim.triangle());
    assertThat(catalog.game("heapnim(heaps=3-4-5)").rules()).isEqualTo(HeapNim.of(3, 4, 5));
    assertThat(catalog.game("heapnim(heaps=3-4-5)").config()).hasToString("heapnim(heaps=3-4-5)");
    assertThat(catalog.game("heapnim(heaps=1-2-3-4-5-6-7-8)").config()).hasToString("heapnim");
  }

  @Test
  void refusedConfigurationsSayWhy() {
    assertThatThrownBy(() -> catalog.game("nim(rows=9,columns=9)"))
        .isInstanceOf(TextParseException.class)
        .hasMessageContaining("nim(rows=9,columns=9): ");
    assertThatThrownBy(() -> catalog.game("heapnim(heaps=3-x-5)"))
        .isInstanceOfSatisfying(
            TextParseException.class,
            e -> assertThat(e.reason()).contains("heap 2 is \"x\", not a whole number"));
    assertThatThrownBy(() -> catalog.game("heapnim(heaps=3-0)"))
        .isInstanceOfSatisfying(
            TextParseException.class,
            e -> assertThat(e.reason()).contains("Heap 2 starts with 0 balls"));
  }

  @Test
  void aRecordOfHeapNimThreeFourFiveReplaysByItself() {
    ConfiguredGame<?, ?> game = catalog.game("heapnim(heaps=3-4-5)");
    String text = record(game, "h1:3", "h2:4", "h3:5");
    assertThat(text).startsWith("[Game \"heapnim(heaps=3-4-5)\"]\n[Start \"3,4,5 1\"]\n");
    // Three moves empty the heaps: FIRST took the last ball (h1:3 FIRST, h2:4 SECOND, h3:5 FIRST).
    assertThat(replay(catalog.gameOfRecord(text), text)).isEqualTo("0,0,0 2 FIRST");
  }

  private static <S, M> String record(ConfiguredGame<S, M> game, String... moves) {
    java.util.List<M> list = new java.util.ArrayList<>();
    for (String move : moves) {
      list.add(game.notation().parse(move));
    }
    return game.writeRecord(game.record(game.rules().initialState(), list));
  }

  private static <S, M> String replay(ConfiguredGame<S, M> game, String text) {
    S end = game.readRecord(text).replay(game.rules()).orThrow();
    return game.positions().encode(end) + " " + game.rules().status(end).winner().orElseThrow();
  }

  @Test
  void picturesAndThePerfectPlayerComeWithTheGame() {
    ConfiguredGame<?, ?> game = catalog.game("nim(rows=3,columns=3)");
    assertThat(game.pictures()).isPresent();
    assertThat(game.perfectPlayer()).isPresent();
    assertThat(game.hash()).isPresent();
  }
}
