package io.github.boardrules.core.catalog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.core.PlyCount;
import io.github.boardrules.core.TextParseException;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

class GameConfigTest {
  private static final List<GameOption> ZERTZ_LIKE =
      List.of(
          GameOption.choice("board", "37", List.of("37", "48", "61"), "rings"),
          GameOption.choice("marbleSet", "basic", List.of("basic", "tournament"), "marble set"),
          GameOption.bool("misere", false, "misère"),
          GameOption.optionalInteger("plyLimit", 1, Integer.MAX_VALUE, "ply limit"),
          GameOption.text("layout", null, "layout text"));

  @Test
  void theCanonicalFormListsNonDefaultOptionsInDeclarationOrder() {
    GameConfig config = GameConfig.parse("  zertz( marbleSet = TOURNAMENT ,board=61 ) ", ZERTZ_LIKE);
    assertThat(config).hasToString("zertz(board=61,marbleSet=tournament)");
    assertThat(config.text("board")).contains("61");
    assertThat(config.text("marbleSet")).contains("tournament");
    assertThat(config.bool("misere")).isFalse();
    assertThat(config.optionalInteger("plyLimit")).isEqualTo(OptionalInt.empty());
    assertThat(GameConfig.parse(config.toString(), ZERTZ_LIKE)).isEqualTo(config);
  }

  @Test
  void defaultsWrittenOutAreLeftOutOfTheCanonicalForm() {
    assertThat(GameConfig.parse("zertz(board=37,misere=false)", ZERTZ_LIKE)).hasToString("zertz");
    assertThat(GameConfig.parse("zertz()", ZERTZ_LIKE)).hasToString("zertz");
    assertThat(GameConfig.parse("ZERTZ", ZERTZ_LIKE)).hasToString("zertz");
  }

  @Test
  void integersAreNormalisedAndTextsQuotedWhenNeeded() {
    GameConfig config = GameConfig.parse("zertz(plyLimit=0200,layout=\"a b,\\\"c\\\"\")", ZERTZ_LIKE);
    assertThat(config.optionalInteger("plyLimit")).hasValue(200);
    assertThat(config.text("layout")).contains("a b,\"c\"");
    assertThat(config).hasToString("zertz(plyLimit=200,layout=\"a b,\\\"c\\\"\")");
    assertThat(GameConfig.parse(config.toString(), ZERTZ_LIKE)).isEqualTo(config);
    assertThat(GameConfig.parse("zertz(layout=a/b.c)", ZERTZ_LIKE)).hasToString("zertz(layout=a/b.c)");
  }

  @Test
  void aBadOptionIsRefusedNamingTheOptionAndWhy() {
    assertRefused("zertz(board=50)", 12, "board: \"50\" is not one of 37, 48, 61");
    assertRefused("zertz(boards=61)", 6, "unknown option \"boards\" of zertz; the options are board, marbleSet, misere, plyLimit, layout");
    assertRefused("zertz(plyLimit=0)", 15, "plyLimit: \"0\" is outside 1..2147483647");
    assertRefused("zertz(plyLimit=x)", 15, "plyLimit: \"x\" is not a whole number");
    assertRefused("zertz(board=61,board=48)", 15, "option board is given twice");
    assertRefused("zertz(board)", 11, "an option is written name=value");
    assertRefused("zertz(board=61", 14, "the options end with )");
    assertRefused("zertz(board=61) x", 16, "nothing may follow the game's options");
    assertRefused("(board=61)", 0, "a configured game starts with the game's name");
    assertRefused("zertz(layout=\"abc)", 18, "the quoted value has no closing \"");
  }

  private static void assertRefused(String text, int index, String reason) {
    assertThatThrownBy(() -> GameConfig.parse(text, ZERTZ_LIKE))
        .isInstanceOfSatisfying(
            TextParseException.class,
            e -> {
              assertThat(e.input()).isEqualTo(text);
              assertThat(e.reason()).contains(reason);
              assertThat(e.errorIndex()).isEqualTo(index);
            });
  }

  @Test
  void optionsDescribeTheirValuesAndDefaults() {
    assertThat(ZERTZ_LIKE.get(0).summary()).isEqualTo("37|48|61, default 37");
    assertThat(ZERTZ_LIKE.get(3).summary()).isEqualTo("1.., default none");
    assertThat(GameOption.integer("pile", 12, 1, 99, "counters").summary()).isEqualTo("1..99, default 12");
    assertThatThrownBy(() -> GameOption.integer("pile", 0, 1, 99, "counters"))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> GameOption.choice("x", "c", List.of("a", "b"), "x"))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void theDrawOptionsAreReadFromTheStandardOptionsWhereTheGameHasThem() {
    List<GameOption> both = List.of(GameOption.plyLimit(), GameOption.repetitionDraw());
    assertThat(GameConfig.parse("g", both).drawOptions()).isEqualTo(DrawOptions.NONE);
    assertThat(GameConfig.parse("g(plyLimit=200,repetitionDraw=3)", both).drawOptions())
        .isEqualTo(DrawOptions.NONE.withPlyLimit(200).withRepetitionDraw(3));
    List<GameOption> limitOnly = List.of(GameOption.plyLimit());
    assertThat(GameConfig.parse("g(plyLimit=7)", limitOnly).drawOptions())
        .isEqualTo(DrawOptions.NONE.withPlyLimit(7));
    assertThat(GameConfig.parse("g", List.of(GameOption.bool("misere", false, "misère"))).drawOptions())
        .isEqualTo(DrawOptions.NONE);
  }

  @Test
  void theStandardDrawOptionsTakeTheBuildersRanges() {
    assertThat(GameOption.plyLimit().name()).isEqualTo("plyLimit");
    assertThat(GameOption.repetitionDraw().name()).isEqualTo("repetitionDraw");
    List<GameOption> both = List.of(GameOption.plyLimit(), GameOption.repetitionDraw());
    assertThat(GameConfig.parse("g(plyLimit=999999999)", both).drawOptions().plyLimit()).hasValue(PlyCount.MAX);
    assertThatThrownBy(() -> GameConfig.parse("g(plyLimit=0)", both)).isInstanceOf(TextParseException.class);
    assertThatThrownBy(() -> GameConfig.parse("g(plyLimit=1000000000)", both))
        .isInstanceOf(TextParseException.class);
    assertThatThrownBy(() -> GameConfig.parse("g(repetitionDraw=1)", both)).isInstanceOf(TextParseException.class);
    assertThat(GameConfig.parse("g(repetitionDraw=2)", both).drawOptions().repetitionDraw()).hasValue(2);
  }
}
