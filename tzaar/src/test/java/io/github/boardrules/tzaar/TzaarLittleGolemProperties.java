package io.github.boardrules.tzaar;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.GameRecord;
import io.github.boardrules.core.IllegalMoveException;
import io.github.boardrules.core.TextParseException;
import io.github.boardrules.testkit.ForAll;
import io.github.boardrules.testkit.Gen;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The LittleGolem reader on mutated real records: a record, a TextParseException or an
 * IllegalMoveException with its move number, nothing else.
 */
class TzaarLittleGolemProperties {
  private static final String ALPHABET = "klmnopqrstabcABC;[]()-WBPOS \\x";

  private static String resource(String name) throws IOException {
    try (InputStream in = TzaarLittleGolemProperties.class.getResourceAsStream("littlegolem/" + name)) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  @Test
  void mutatedRecordsAreReadOrRefusedWithAnIndex() throws IOException {
    List<String> games = List.of(resource("game2552914.txt"), resource("game2558925.txt"));
    Gen<String> inputs = Gen.mutationsOf(Gen.oneOf(games), ALPHABET);
    Tzaar rules = Tzaar.randomSetup(2026);
    ForAll.values("LittleGolem reader on mutated records", 1500, inputs, text -> {
      GameRecord<TzaarState, TzaarMove> record;
      try {
        record = TzaarLittleGolem.read(text);
      } catch (TextParseException e) {
        assertThat(e.input()).isEqualTo(text);
        assertThat(e.errorIndex()).isBetween(0, text.length());
        assertThat(e.reason()).isNotBlank();
        return;
      } catch (IllegalMoveException e) {
        assertThat(e.moveNumber()).isPresent(); // a readable action the rules refuse
        return;
      }
      // Whatever was read replays: reading already checked every action.
      assertThat(record.replay(rules).isComplete()).isTrue();
    });
  }
}
