package io.github.boardrules.playground;

import com.sun.net.httpserver.Headers;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.github.boardrules.core.IllegalMoveException;
import io.github.boardrules.core.TextParseException;
import io.github.boardrules.core.bots.BotLevel;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.core.catalog.GameOption;
import io.github.boardrules.core.catalog.GameProvider;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * The playground: the page and its JSON API on the JDK's HTTP server, over the games of the
 * catalogue, with every game kept in an H2 database file.
 *
 * <pre>{@code
 * try (PlaygroundServer server = PlaygroundServer.start("127.0.0.1", 0, Path.of("games.mv.db"),
 *     Duration.ofSeconds(1))) {
 *   System.out.println(server.url());   // http://127.0.0.1:41234/
 * }
 * }</pre>
 *
 * <p>The API (the guide's playground page, {@code docs/playground.md}): {@code GET /api/catalog}, {@code GET /api/catalog/levels?game=},
 * {@code GET|POST /api/games}, {@code GET /api/games/{id}[?ply=k]}, {@code POST
 * /api/games/{id}/click|move|undo|redo|goto|bot}, {@code GET /api/games/{id}/record}. Refusals are a
 * 4xx with {@code {"error": "..."}}; a 5xx is a bug.
 */
public final class PlaygroundServer implements AutoCloseable {
  /** The largest request body read: larger ones get 413. */
  static final int MAX_BODY = 64 * 1024;
  private static final String WEB = "web/";
  private static final String NODELAY = "sun.net.httpserver.nodelay";
  private static final Map<String, String> PAGES = Map.of(
      "/", "index.html",
      "/index.html", "index.html",
      "/app.js", "app.js",
      "/style.css", "style.css");

  private final HttpServer http;
  private final ExecutorService executor;
  private final GameStore store;
  private final GameRegistry games;
  private final Duration botTime;

  private PlaygroundServer(HttpServer http, ExecutorService executor, GameStore store, GameRegistry games,
      Duration botTime) {
    this.http = http;
    this.executor = executor;
    this.store = store;
    this.games = games;
    this.botTime = botTime;
  }

  /**
   * Opens the database (restoring its games) and starts serving.
   *
   * @param host the address to bind, {@code 127.0.0.1} for this machine only
   * @param port the port, 0 for any free one
   * @param database the H2 file
   * @param botTime the most a bot thinks for a move
   * @return the running server
   * @throws IOException if the port cannot be bound
   * @throws SQLException if the database cannot be opened (another server may hold it)
   */
  public static PlaygroundServer start(String host, int port, Path database, Duration botTime)
      throws IOException, SQLException {
    // The JDK server writes a response's headers and body apart; without TCP_NODELAY, Nagle's
    // algorithm holds the body until the client's delayed ACK, some 40 ms an answer. Read once, when
    // the first server starts; a value given on the command line wins.
    if (System.getProperty(NODELAY) == null) {
      System.setProperty(NODELAY, "true");
    }
    GameStore store = GameStore.open(database);
    try {
      GameRegistry games = GameRegistry.open(GameCatalog.load(), store);
      HttpServer http = HttpServer.create(new InetSocketAddress(host, port), 64);
      ExecutorService executor = Executors.newFixedThreadPool(
          Math.max(4, 2 * Runtime.getRuntime().availableProcessors()), runnable -> {
            Thread thread = new Thread(runnable, "playground-http");
            thread.setDaemon(true);
            return thread;
          });
      http.setExecutor(executor);
      PlaygroundServer server = new PlaygroundServer(http, executor, store, games, botTime);
      http.createContext("/", server::handle);
      http.start();
      return server;
    } catch (IOException | SQLException | RuntimeException e) {
      store.close();
      throw e;
    }
  }

  /**
   * Returns the page's address.
   *
   * @return such as {@code http://127.0.0.1:8027/}
   */
  public URI url() {
    InetSocketAddress address = http.getAddress();
    return URI.create("http://" + address.getHostString() + ":" + address.getPort() + "/");
  }

  /**
   * Returns the database file.
   *
   * @return the {@code .mv.db} file
   */
  public Path database() {
    return store.file();
  }

  /** Stops serving, waits for requests under way, and closes the database. */
  @Override
  public void close() throws SQLException {
    http.stop(0);
    executor.shutdown();
    try {
      executor.awaitTermination(10, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    store.close();
  }

  private void handle(HttpExchange exchange) throws IOException {
    try (exchange) {
      String path = exchange.getRequestURI().getRawPath();
      try {
        byte[] body = readBody(exchange);
        if (path.startsWith("/api/")) {
          api(exchange, path.substring("/api/".length()), new String(body, StandardCharsets.UTF_8));
        } else {
          page(exchange, path);
        }
      } catch (ApiException e) {
        error(exchange, e.status(), e.getMessage());
      } catch (JsonException | TextParseException e) {
        error(exchange, 400, e.getMessage());
      } catch (IllegalMoveException e) {
        error(exchange, 422, e.getMessage());
      } catch (RuntimeException | SQLException e) {
        // A bug or a broken database: the client gets no stack trace, the console does.
        System.err.println("playground: " + exchange.getRequestMethod() + " " + path + " failed");
        e.printStackTrace();
        error(exchange, 500, "Internal error (" + e.getClass().getSimpleName() + "); the server's console has"
            + " the details");
      }
    }
  }

  private static byte[] readBody(HttpExchange exchange) throws IOException {
    String length = exchange.getRequestHeaders().getFirst("Content-Length");
    InputStream in = exchange.getRequestBody();
    if (length != null) {
      long declared;
      try {
        declared = Long.parseLong(length.trim());
      } catch (NumberFormatException e) {
        throw new ApiException(400, "Content-Length: not a number: " + length);
      }
      if (declared > MAX_BODY) {
        drain(in);
        throw tooLarge(declared);
      }
    }
    byte[] body = in.readNBytes(MAX_BODY + 1);
    if (body.length > MAX_BODY) {
      drain(in);
      throw tooLarge(-1);
    }
    return body;
  }

  /**
   * Reads what is left of a refused body (up to a bound), so that the client reads the answer. By
   * read, not skip: the JDK server's body stream passes skip to the socket, past the body's end.
   */
  private static void drain(InputStream in) throws IOException {
    byte[] buffer = new byte[8192];
    long left = 16L * MAX_BODY;
    while (left > 0) {
      int read = in.read(buffer, 0, (int) Math.min(buffer.length, left));
      if (read < 0) {
        return;
      }
      left -= read;
    }
  }

  private static ApiException tooLarge(long declared) {
    return new ApiException(413, "The request body is too large: " + (declared >= 0 ? declared + " bytes" : "more")
        + ", the limit is " + MAX_BODY + " bytes");
  }

  private void page(HttpExchange exchange, String path) throws IOException {
    String name = PAGES.get(path);
    if (name == null) {
      throw new ApiException(404, "No page " + path + " here; the playground is at /");
    }
    allow(exchange, "GET");
    byte[] content;
    try (InputStream in = PlaygroundServer.class.getResourceAsStream(WEB + name)) {
      if (in == null) {
        throw new IllegalStateException("The jar lacks its page " + WEB + name);
      }
      content = in.readAllBytes();
    }
    String type = name.endsWith(".html") ? "text/html" : name.endsWith(".js") ? "text/javascript" : "text/css";
    send(exchange, 200, type + "; charset=utf-8", content);
  }

  private void api(HttpExchange exchange, String route, String body) throws IOException, SQLException {
    List<String> parts = List.of(route.split("/", -1));
    String first = parts.get(0);
    if (first.equals("catalog") && parts.size() == 1) {
      allow(exchange, "GET");
      json(exchange, 200, catalog());
      return;
    }
    if (first.equals("catalog") && parts.size() == 2 && parts.get(1).equals("levels")) {
      allow(exchange, "GET");
      String game = query(exchange, "game").orElseThrow(
          () -> new ApiException(400, "game: give the configured game, as in /api/catalog/levels?game=zertz"));
      json(exchange, 200, gameInfo(games.catalog().game(game)));
      return;
    }
    if (!first.equals("games")) {
      throw new ApiException(404, "No API /api/" + route + "; see docs/playground.md");
    }
    if (parts.size() == 1) {
      if (allow(exchange, "GET", "POST").equals("GET")) {
        List<@Nullable Object> list = Json.list();
        for (PlayedGame<?, ?> game : games.all()) {
          list.add(game.summary());
        }
        Map<String, @Nullable Object> answer = Json.object();
        answer.put("games", list);
        json(exchange, 200, answer);
      } else {
        json(exchange, 201, create(RequestBody.parse(body)));
      }
      return;
    }
    PlayedGame<?, ?> game = games.get(id(parts.get(1)));
    if (parts.size() == 2) {
      allow(exchange, "GET");
      Optional<String> ply = query(exchange, "ply");
      json(exchange, 200, ply.isPresent() ? game.view(integer("ply", ply.get()), List.of()) : game.view());
      return;
    }
    if (parts.size() != 3) {
      throw new ApiException(404, "No API /api/" + route + "; see docs/playground.md");
    }
    String action = parts.get(2);
    if (action.equals("record")) {
      allow(exchange, "GET");
      exchange.getResponseHeaders().set("Content-Disposition",
          "attachment; filename=\"boardrules-game-" + game.id() + ".txt\"");
      send(exchange, 200, "text/plain; charset=utf-8", game.record().getBytes(StandardCharsets.UTF_8));
      return;
    }
    Map<String, @Nullable Object> answer = switch (action) {
      case "click" -> {
        allow(exchange, "POST");
        yield game.click(RequestBody.parse(body).strings("points"));
      }
      case "move" -> {
        allow(exchange, "POST");
        yield game.move(RequestBody.parse(body).string("move"));
      }
      case "undo" -> {
        allow(exchange, "POST");
        yield game.undo(RequestBody.parse(body).optionalInteger("plies").orElse(1));
      }
      case "redo" -> {
        allow(exchange, "POST");
        yield game.redo();
      }
      case "goto" -> {
        allow(exchange, "POST");
        RequestBody fields = RequestBody.parse(body);
        yield game.goTo(fields.optionalInteger("ply").orElseThrow(
            () -> new ApiException(400, "ply: the body needs a whole number field \"ply\"")));
      }
      case "bot" -> {
        allow(exchange, "POST");
        yield game.botMove(RequestBody.parse(body).optionalInteger("level").orElse(1), botTime);
      }
      default -> throw new ApiException(404, "No API /api/" + route + "; see docs/playground.md");
    };
    json(exchange, 200, answer);
  }

  /** A game from {"game": text} or {"record": text}, hot-seat or with {"bot": {"level": n, "side": s}}. */
  private Map<String, @Nullable Object> create(RequestBody body) throws SQLException {
    @Nullable BotRequest bot = null;
    Optional<RequestBody> seat = body.object("bot");
    if (seat.isPresent()) {
      bot = new BotRequest(
          seat.get().optionalInteger("level").orElseThrow(
              () -> new ApiException(400, "bot.level: the bot needs a whole number field \"level\"")),
          seat.get().optionalString("side").orElse("SECOND"));
    }
    Optional<String> record = body.optionalString("record");
    Optional<String> gameText = body.optionalString("game");
    if (record.isPresent() == gameText.isPresent()) {
      throw new ApiException(400, "A new game needs either \"game\" (such as \"zertz(board=48)\") or \"record\""
          + " (a record text), not " + (record.isPresent() ? "both" : "neither"));
    }
    PlayedGame<?, ?> game = record.isPresent() ? games.upload(record.get(), bot) : games.create(gameText.get(), bot);
    return game.view();
  }

  private Map<String, @Nullable Object> catalog() {
    List<@Nullable Object> list = Json.list();
    GameCatalog catalog = games.catalog();
    for (GameProvider provider : catalog.providers()) {
      Map<String, @Nullable Object> entry = Json.object();
      entry.put("name", provider.name());
      entry.put("title", provider.title());
      List<@Nullable Object> options = Json.list();
      for (GameOption option : provider.options()) {
        Map<String, @Nullable Object> json = Json.object();
        json.put("name", option.name());
        json.put("type", option.type().name());
        json.put("default", option.defaultValue().orElse(null));
        json.put("choices", option.choices());
        if (option.type() == GameOption.Type.INTEGER) {
          json.put("min", option.min());
          json.put("max", option.max());
        }
        json.put("description", option.description());
        json.put("summary", option.summary());
        options.add(json);
      }
      entry.put("options", options);
      entry.put("defaults", gameInfo(provider.configure(provider.defaults())));
      list.add(entry);
    }
    Map<String, @Nullable Object> answer = Json.object();
    answer.put("games", list);
    return answer;
  }

  /** A configured game's canonical text, sides, levels and whether it is a puzzle. */
  private static Map<String, @Nullable Object> gameInfo(ConfiguredGame<?, ?> game) {
    Map<String, @Nullable Object> info = Json.object();
    info.put("game", game.config().toString());
    info.put("title", game.title());
    info.put("solo", game.isSolo());
    Map<String, @Nullable Object> sides = Json.object();
    for (io.github.boardrules.core.Player side : io.github.boardrules.core.Player.values()) {
      sides.put(side.name(), game.sideName(side));
    }
    info.put("sides", sides);
    List<@Nullable Object> levels = Json.list();
    for (BotLevel level : game.levels()) {
      Map<String, @Nullable Object> json = Json.object();
      json.put("level", level.number());
      json.put("name", level.name());
      json.put("description", level.description());
      levels.add(json);
    }
    info.put("levels", levels);
    return info;
  }

  private static long id(String text) {
    try {
      return Long.parseLong(text);
    } catch (NumberFormatException e) {
      throw new ApiException(404, "No game " + text + " in this playground: game ids are numbers");
    }
  }

  private static int integer(String name, String text) {
    try {
      return Integer.parseInt(text);
    } catch (NumberFormatException e) {
      throw new ApiException(400, name + ": expected a whole number, not \"" + text + "\"");
    }
  }

  private static Optional<String> query(HttpExchange exchange, String name) {
    String raw = exchange.getRequestURI().getRawQuery();
    if (raw == null) {
      return Optional.empty();
    }
    for (String pair : raw.split("&")) {
      int eq = pair.indexOf('=');
      String key = URLDecoder.decode(eq < 0 ? pair : pair.substring(0, eq), StandardCharsets.UTF_8);
      if (key.equals(name)) {
        return Optional.of(eq < 0 ? "" : URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8));
      }
    }
    return Optional.empty();
  }

  /** Refuses another method with 405 and the Allow header; returns the method. */
  private static String allow(HttpExchange exchange, String... methods) {
    String method = exchange.getRequestMethod().toUpperCase(Locale.ROOT);
    for (String allowed : methods) {
      if (allowed.equals(method)) {
        return method;
      }
    }
    String list = String.join(", ", methods);
    exchange.getResponseHeaders().set("Allow", list);
    throw new ApiException(405, "Method " + method + " is not allowed on " + exchange.getRequestURI().getPath()
        + "; use " + list);
  }

  private static void error(HttpExchange exchange, int status, @Nullable String message) throws IOException {
    Map<String, @Nullable Object> answer = Json.object();
    answer.put("error", message == null ? "refused" : message);
    json(exchange, status, answer);
  }

  private static void json(HttpExchange exchange, int status, Map<String, @Nullable Object> answer)
      throws IOException {
    send(exchange, status, "application/json; charset=utf-8", Json.write(answer).getBytes(StandardCharsets.UTF_8));
  }

  private static void send(HttpExchange exchange, int status, String type, byte[] content) throws IOException {
    Headers headers = exchange.getResponseHeaders();
    headers.set("Content-Type", type);
    headers.set("Cache-Control", "no-store");
    headers.set("X-Content-Type-Options", "nosniff");
    exchange.sendResponseHeaders(status, content.length == 0 ? -1 : content.length);
    try (OutputStream out = exchange.getResponseBody()) {
      out.write(content);
    }
  }
}
