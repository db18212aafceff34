package io.github.boardrules.playground;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.tzaar.TzaarLittleGolem;
import io.github.boardrules.zertz.BoardspaceRecords;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Every record the library reads can be uploaded (issue 45): real boardspace.net ZÈRTZ and
 * LittleGolem TZAAR records (copies in this module's test resources), read as {@code boardrules replay} reads
 * them; their tags are kept in the game, shown in the view and written in the downloaded record.
 */
class UploadTest {

  @RegisterExtension
  static final RunningPlayground PLAYGROUND = new RunningPlayground(Duration.ofMillis(50));

  @Test
  void aLittleGolemTzaarRecordUploadsWithItsTags() throws Exception {
    String text = record("littlegolem-tzaar.txt");
    Map<String, Object> view = uploaded(text);
    // The players and source as the record's PW, PB and SO properties name them.
    assertThat(tags(view)).containsEntry("PW", "Michael Reitz").containsEntry("PB", "ivyed_seer ?")
        .containsEntry("SO", "https://www.littlegolem.net").doesNotContainKeys("Game", "Start");
    assertThat((java.util.List<?>) view.get("moves")).hasSize(TzaarLittleGolem.read(text).moves().size());
    // The shared data's note: the game ends with a WHITE win.
    @SuppressWarnings("unchecked")
    Map<String, Object> status = (Map<String, Object>) view.get("status");
    assertThat(status).containsEntry("over", true).containsEntry("winnerName", "WHITE");
    roundTrip(view);
  }

  @Test
  void aBoardspaceZertzRecordUploadsWithItsTags() throws Exception {
    String text = record("boardspace-zertz.sgf");
    Map<String, Object> view = uploaded(text);
    // P0[id "Raccoons"] and P1[id "ddyer"] in the record; the 48-ring board is boardspace's Zertz+11.
    assertThat(tags(view)).containsEntry("First", "Raccoons").containsEntry("Second", "ddyer")
        .containsEntry("Board", "Zertz+11");
    assertThat(view.get("game").toString()).contains("board=48");
    assertThat((java.util.List<?>) view.get("moves")).hasSize(BoardspaceRecords.read(text).record().moves().size());
    roundTrip(view);
  }

  @Test
  void aLibraryRecordKeepsItsExtraTags() {
    String record = "[Game \"nim\"]\n[Event \"club night\"]\n[White \"Ann \\\"A\\\" Lee\"]\n"
        + PLAYGROUND.api().get("api/games/" + PLAYGROUND.api().post("api/games", Map.of("game", "nim")).json().get("id") + "/record").body()
            .replace("[Game \"nim\"]\n", "");
    Map<String, Object> view = uploaded(record);
    assertThat(tags(view)).containsExactly(Map.entry("Event", "club night"), Map.entry("White", "Ann \"A\" Lee"));
    roundTrip(view);
  }

  /** The downloaded record carries the tags, and uploads again to the same tags and moves. */
  private static void roundTrip(Map<String, Object> view) {
    String record = PLAYGROUND.api().get("api/games/" + view.get("id") + "/record").body();
    tags(view).forEach((key, value) -> assertThat(record).contains("[" + key + " \""));
    Map<String, Object> again = uploaded(record);
    assertThat(tags(again)).isEqualTo(tags(view));
    assertThat(again.get("moves")).isEqualTo(view.get("moves"));
  }

  private static Map<String, Object> uploaded(String record) {
    ApiClient.Answer answer = PLAYGROUND.api().post("api/games", Map.of("record", record));
    assertThat(answer.status()).as(answer.body()).isEqualTo(201);
    Map<String, Object> view = answer.json();
    assertThat(PLAYGROUND.api().get("api/games/" + view.get("id")).json().get("tags")).isEqualTo(view.get("tags"));
    return view;
  }

  @SuppressWarnings("unchecked")
  private static Map<String, Object> tags(Map<String, Object> view) {
    return (Map<String, Object>) view.get("tags");
  }

  /** A record of this module's test resources (see the README there). */
  private static String record(String name) throws IOException {
    try (InputStream in = UploadTest.class.getResourceAsStream(name)) {
      if (in == null) {
        throw new IOException("no test resource " + name);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }
}
