package io.github.boardrules.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.testkit.ReaderFuzz;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every reader of the library on mutations of real records: the records of every catalogue game
 * (written by {@link AnyGame}), read through {@link GameCatalog#gameOfRecord}, {@link
 * ConfiguredGame#readRecord} and a replay, and the bundled boardspace.net and LittleGolem records
 * through their readers. Only a {@code TextParseException} naming the text and an index in it, or
 * an {@code IllegalMoveException} with its move number, may escape.
 *
 * <p>The tests try 2,000 mutations each; {@code -Dboardrules.fuzz.mutations=100000} makes the long
 * run whose figures the closing notes quote, and a run given that property prints them.
 */
class CatalogRecordFuzzProperties {
  private static final int MUTATIONS = Integer.getInteger("boardrules.fuzz.mutations", 2_000);
  /** Whether the number of mutations was given: a long run, whose figures are its point. */
  private static final boolean REPORT = System.getProperty("boardrules.fuzz.mutations") != null;
  /**
   * Loaded once: the catalogue is immutable, and loading it reads every jar's service files, a
   * cost that would otherwise come with each of the thousands of mutations.
   */
  private static final GameCatalog CATALOG = GameCatalog.load();

  private static Object readAndReplay(String text) {
    return replay(CATALOG.gameOfRecord(text), text);
  }

  private static <S, M> S replay(ConfiguredGame<S, M> game, String text) {
    return game.readRecord(text).replay(game.rules()).orThrow();
  }

  @Test
  void mutatedRecordsOfEveryGameAreReadOrRefusedAsPromised() {
    List<String> records = new ArrayList<>();
    for (String name : CATALOG.names()) {
      String config = name.equals("tzaar") ? "tzaar(seed=3)" : name;
      String out = AnyGame.run(config, 30, 5);
      records.add(out.substring(0, out.indexOf("\n\n", out.indexOf("1. ")) + 1));
    }
    ReaderFuzz.Result result = ReaderFuzz.run(records, CatalogRecordFuzzProperties::readAndReplay, MUTATIONS, 2026);
    if (REPORT) {
      System.out.println("catalogue records: " + result);
    }
    assertThat(result.accepted()).as("%s", result).isPositive();
    assertThat(result.unreadable()).as("%s", result).isPositive();
    assertThat(result.illegal()).as("%s", result).isPositive();
  }

  @Test
  void mutatedBoardspaceAndLittleGolemRecordsAreReadOrRefusedAsPromised() throws java.io.IOException {
    List<String> boardspace = new ArrayList<>();
    List<String> littleGolem = new ArrayList<>();
    try (java.util.stream.Stream<java.nio.file.Path> files =
        java.nio.file.Files.list(java.nio.file.Path.of("src", "main", "resources", "records"))) {
      for (java.nio.file.Path file : files.sorted().toList()) {
        String text = java.nio.file.Files.readString(file, java.nio.charset.StandardCharsets.UTF_8);
        if (file.toString().endsWith(".sgf")) {
          boardspace.add(text);
        } else if (text.contains("FF[TZAAR]")) {
          littleGolem.add(text);
        }
      }
    }
    assertThat(boardspace).hasSize(5);
    assertThat(littleGolem).hasSize(2);
    ReaderFuzz.Result zertz = ReaderFuzz.run(
        boardspace, io.github.boardrules.zertz.BoardspaceRecords::read, MUTATIONS, 7);
    ReaderFuzz.Result tzaar = ReaderFuzz.run(
        littleGolem, io.github.boardrules.tzaar.TzaarLittleGolem::read, MUTATIONS, 8);
    if (REPORT) {
      System.out.println("boardspace: " + zertz + "; LittleGolem: " + tzaar);
    }
    assertThat(zertz.accepted()).as("boardspace: %s", zertz).isPositive();
    assertThat(zertz.refused()).as("boardspace: %s", zertz).isPositive();
    assertThat(tzaar.accepted()).as("LittleGolem: %s", tzaar).isPositive();
    assertThat(tzaar.refused()).as("LittleGolem: %s", tzaar).isPositive();
  }
}
