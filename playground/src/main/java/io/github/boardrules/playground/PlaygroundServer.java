package io.github.boardrules.playground;

import io.github.boardrules.core.IllegalMoveException;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.TextParseException;
import io.github.boardrules.core.bots.BotLevel;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.core.catalog.GameOption;
import io.github.boardrules.core.catalog.GameProvider;
import java.io.IOException;
import java.io.InputStream;
import java.net.BindException;
import java.net.InetAddress;
import java.net.URI;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.checkerframework.checker.nullness.qual.Nullable;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpHeaderValue;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.NetworkConnectionLimit;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.Fields;
import org.eclipse.jetty.util.thread.QueuedThreadPool;

/**
 * The playground: the page and its JSON API on Jetty (its core API, no servlets), over the games of
 * the catalogue, with every game kept in an H2 database file.
 *
 * <pre>{@code
 * try (PlaygroundServer server = PlaygroundServer.start("127.0.0.1", 0, Path.of("games.mv.db"),
 *     Duration.ofSeconds(1))) {
 *   System.out.println(server.url());   // http://127.0.0.1:41234/
 * }
 * }</pre>
 *
 * <p>The API (the guide's playground page, {@code docs/playground.md}): {@code GET /api/catalog},
 * {@code GET /api/catalog/levels?game=}, {@code GET|POST /api/games}, {@code GET|DELETE
 * /api/games/{id}[?ply=k]}, {@code POST /api/games/{id}/click|move|undo|redo|goto|bot}, {@code GET
 * /api/games/{id}/record}, {@code GET /api/games/{id}/events}. Refusals are a 4xx with {@code
 * {"error": "..."}}; a 5xx is a bug or a database that does not keep a change.
 *
 * <p>Abuse: a connection idle for {@link Limits#idleTimeout} is closed (a half-sent request
 * included), at most {@link Limits#maxConnections} connections are accepted at once (more wait in
 * the operating system's queue), request bodies are at most {@value #MAX_BODY} bytes, and at most
 * {@link Limits#loadedGames} games are kept in memory.
 */
public final class PlaygroundServer implements AutoCloseable {
  /** The largest request body read: larger ones get 413. */
  static final int MAX_BODY = 64 * 1024;
  /** The header a changing request on a game between friends carries its seat's token in. */
  static final String SEAT_HEADER = "X-Seat";
  /** Games listed when the request gives no limit, and the most it may ask for. */
  static final int DEFAULT_PAGE = 50;
  static final int MAX_PAGE = 200;
  private static final String WEB = "web/";
  private static final Map<String, String> PAGES = Map.of(
      "/", "index.html",
      "/index.html", "index.html",
      "/app.js", "app.js",
      "/style.css", "style.css");

  /**
   * The server's bounds.
   *
   * @param idleTimeout a connection with nothing read or written for this long is closed
   * @param maxConnections connections accepted at once (event streams included)
   * @param maxThreads request threads (event streams hold none)
   * @param loadedGames games kept in memory
   */
  record Limits(Duration idleTimeout, int maxConnections, int maxThreads, int loadedGames) {
    /** The defaults: 10 s, 256 connections, 64 threads, 500 games. */
    static final Limits DEFAULT = new Limits(Duration.ofSeconds(10), 256, 64, GameRegistry.DEFAULT_CAPACITY);
  }

  /** A start-up failure: one line for people, and the exit code {@link Main} ends with. */
  public static final class StartException extends Exception {
    private static final long serialVersionUID = 1L;

    private final int exitCode;

    StartException(String message, int exitCode, Throwable cause) {
      super(message, cause);
      this.exitCode = exitCode;
    }

    /**
     * Returns the exit code.
     *
     * @return {@link Main#EXIT_PORT} or {@link Main#EXIT_DATABASE}
     */
    public int exitCode() {
      return exitCode;
    }
  }

  private final Server jetty;
  private final ServerConnector connector;
  private final String host;
  private final GameStore store;
  private final GameRegistry games;
  private final EventStreams events = new EventStreams();
  private final Duration botTime;
  private final Limits limits;

  private PlaygroundServer(Server jetty, ServerConnector connector, String host, GameStore store,
      GameRegistry games, Duration botTime, Limits limits) {
    this.jetty = jetty;
    this.connector = connector;
    this.host = host;
    this.store = store;
    this.games = games;
    this.botTime = botTime;
    this.limits = limits;
  }

  /**
   * Opens the database and starts serving, with the default {@link Limits}.
   *
   * @param host the address to bind, {@code 127.0.0.1} for this machine only
   * @param port the port, 0 for any free one
   * @param database the H2 file
   * @param botTime the most a bot thinks for a move
   * @return the running server
   * @throws StartException if the port cannot be bound or the database cannot be opened (another
   *     server may hold it), with a one-line message
   */
  public static PlaygroundServer start(String host, int port, Path database, Duration botTime)
      throws StartException {
    return start(host, port, database, botTime, Limits.DEFAULT);
  }

  static PlaygroundServer start(String host, int port, Path database, Duration botTime, Limits limits)
      throws StartException {
    GameStore store;
    try {
      store = GameStore.open(database);
    } catch (SQLException e) {
      throw new StartException(databaseProblem(database, e), Main.EXIT_DATABASE, e);
    }
    QueuedThreadPool threads = new QueuedThreadPool(limits.maxThreads(), Math.min(8, limits.maxThreads()));
    threads.setName("playground-http");
    threads.setDaemon(true);
    Server jetty = new Server(threads);
    HttpConfiguration http = new HttpConfiguration();
    http.setSendServerVersion(false);
    http.setSendXPoweredBy(false);
    ServerConnector connector = new ServerConnector(jetty, 1, 1, new HttpConnectionFactory(http));
    connector.setHost(host);
    connector.setPort(port);
    connector.setIdleTimeout(limits.idleTimeout().toMillis());
    jetty.addConnector(connector);
    // Past the limit the connector stops accepting: further connections wait in the backlog.
    jetty.addBean(new NetworkConnectionLimit(limits.maxConnections(), connector));
    jetty.setStopTimeout(5_000);
    PlaygroundServer server = new PlaygroundServer(jetty, connector, host, store,
        new GameRegistry(GameCatalog.load(), store, limits.loadedGames()), botTime, limits);
    jetty.setHandler(new Handler.Abstract() {
      @Override
      public boolean handle(Request request, Response response, Callback callback) {
        server.handle(request, response, callback);
        return true;
      }
    });
    try {
      jetty.start();
    } catch (Exception e) {
      stopQuietly(jetty);
      closeQuietly(store);
      throw new StartException(portProblem(host, port, e), Main.EXIT_PORT, e);
    }
    return server;
  }

  private static String databaseProblem(Path database, SQLException e) {
    String file = GameStore.fileOf(database).toString();
    if (e.getErrorCode() == GameStore.DATABASE_ALREADY_OPEN) {
      return "the database " + file + " is in use by another process (is another playground running on it?);"
          + " stop that one or give another --db";
    }
    if (e.getErrorCode() == GameStore.IO_ERROR || e.getErrorCode() == GameStore.FILE_CORRUPTED) {
      return "cannot open the database " + file + ": it is not a database H2 can read (" + firstLine(e.getMessage())
          + "); give another --db";
    }
    Throwable root = e;
    while (root.getCause() != null && root.getCause() != root) {
      root = root.getCause();
    }
    String why = root == e || root.getMessage() == null ? "" : " (" + firstLine(root.getMessage()) + ")";
    return "cannot open the database " + file + ": " + firstLine(e.getMessage()) + why;
  }

  private static String portProblem(String host, int port, Exception e) {
    for (Throwable cause = e; cause != null; cause = cause.getCause()) {
      if (cause instanceof BindException) {
        return "cannot listen on " + host + ":" + port + ": " + firstLine(cause.getMessage())
            + (port == 0 ? "" : " (is another program using port " + port + "? give another --port, or 0 for any"
            + " free one)");
      }
    }
    return "cannot listen on " + host + ":" + port + ": " + firstLine(e.getMessage());
  }

  private static String firstLine(@Nullable String message) {
    if (message == null) {
      return "no reason given";
    }
    int end = message.indexOf('\n');
    return end < 0 ? message : message.substring(0, end);
  }

  private static void stopQuietly(Server jetty) {
    try {
      jetty.stop();
    } catch (Exception ignored) {
      // already failing to start: the start's own failure is the one reported
    }
  }

  private static void closeQuietly(GameStore store) {
    try {
      store.close();
    } catch (SQLException ignored) {
      // the start's own failure is the one reported
    }
  }

  /**
   * Returns the page's address; for a server on every address ({@code 0.0.0.0}), its loopback one.
   *
   * @return such as {@code http://127.0.0.1:8027/}
   */
  public URI url() {
    String shown = host;
    try {
      if (InetAddress.getByName(host).isAnyLocalAddress()) {
        shown = "127.0.0.1";
      }
    } catch (IOException e) {
      // a name that no longer resolves: show it as given
    }
    if (shown.contains(":")) {
      shown = "[" + shown + "]";
    }
    return URI.create("http://" + shown + ":" + connector.getLocalPort() + "/");
  }

  /**
   * Returns the port the server listens on.
   *
   * @return the port
   */
  public int port() {
    return connector.getLocalPort();
  }

  /**
   * Returns the database file.
   *
   * @return the {@code .mv.db} file
   */
  public Path database() {
    return store.file();
  }

  /** The bounds this server runs with. */
  Limits limits() {
    return limits;
  }

  /** How many games are in memory now. */
  int loadedGames() {
    return games.loadedCount();
  }

  /** How many event streams are open now. */
  int openEventStreams() {
    return events.count();
  }

  /** Ends the event streams, stops serving (waiting up to 5 s for requests under way), closes the database. */
  @Override
  public void close() throws SQLException {
    events.close();
    try {
      jetty.stop();
    } catch (Exception e) {
      System.err.println("playground: stopping the HTTP server failed: " + e);
    }
    store.close();
  }

  private void handle(Request request, Response response, Callback callback) {
    Exchange exchange = new Exchange(request, response, callback);
    String path = request.getHttpURI().getPath();
    try {
      if (path.startsWith("/api/")) {
        api(exchange, path.substring("/api/".length()));
      } else {
        page(exchange, path);
      }
    } catch (ApiException e) {
      exchange.error(e.status(), e.getMessage());
    } catch (JsonException | TextParseException e) {
      exchange.error(400, e.getMessage());
    } catch (IllegalMoveException e) {
      exchange.error(422, e.getMessage());
    } catch (IOException e) {
      // The body did not come within the idle timeout, or the client went away: answered if it can
      // still read, and not logged, since a slow client is not the server's fault.
      exchange.error(408, "The request body did not arrive in time (" + e.getMessage() + ")");
    } catch (RuntimeException | SQLException e) {
      // A bug or a broken database: the client gets no stack trace, the console does.
      System.err.println("playground: " + request.getMethod() + " " + path + " failed");
      e.printStackTrace();
      exchange.error(500, "Internal error (" + e.getClass().getSimpleName() + "); the server's console has"
          + " the details");
    }
  }

  private void page(Exchange exchange, String path) throws IOException {
    String name = PAGES.get(path);
    if (name == null) {
      throw new ApiException(404, "No page " + path + " here; the playground is at /");
    }
    exchange.allow("GET");
    byte[] content;
    try (InputStream in = PlaygroundServer.class.getResourceAsStream(WEB + name)) {
      if (in == null) {
        throw new IllegalStateException("The jar lacks its page " + WEB + name);
      }
      content = in.readAllBytes();
    }
    String type = name.endsWith(".html") ? "text/html" : name.endsWith(".js") ? "text/javascript" : "text/css";
    exchange.send(200, type + "; charset=utf-8", content);
  }

  private void api(Exchange exchange, String route) throws IOException, SQLException {
    List<String> parts = List.of(route.split("/", -1));
    String first = parts.get(0);
    if (first.equals("catalog") && parts.size() == 1) {
      exchange.allow("GET");
      exchange.json(200, catalog());
      return;
    }
    if (first.equals("catalog") && parts.size() == 2 && parts.get(1).equals("levels")) {
      exchange.allow("GET");
      String game = exchange.query("game").orElseThrow(
          () -> new ApiException(400, "game: give the configured game, as in /api/catalog/levels?game=zertz"));
      exchange.json(200, gameInfo(games.catalog().game(game)));
      return;
    }
    if (!first.equals("games")) {
      throw new ApiException(404, "No API /api/" + route + "; see docs/playground.md");
    }
    if (parts.size() == 1) {
      if (exchange.allow("GET", "POST").equals("GET")) {
        exchange.json(200, list(exchange));
      } else {
        exchange.json(201, create(exchange, RequestBody.parse(exchange.body())));
      }
      return;
    }
    long id = id(parts.get(1));
    if (parts.size() == 2) {
      if (exchange.allow("GET", "DELETE").equals("DELETE")) {
        games.use(id, game -> {
          requireSeatHolder(game, exchange, "delete it");
          return null;
        });
        games.delete(id);
        events.end(id);
        exchange.send(204, "text/plain; charset=utf-8", new byte[0]);
        return;
      }
      Optional<String> ply = exchange.query("ply");
      exchange.json(200, games.use(id, game -> decorate(game, exchange,
          ply.isPresent() ? game.game().view(integer("ply", ply.get()), List.of()) : game.game().view())));
      return;
    }
    if (parts.size() != 3) {
      throw new ApiException(404, "No API /api/" + route + "; see docs/playground.md");
    }
    String action = parts.get(2);
    if (action.equals("record")) {
      exchange.allow("GET");
      String record = games.use(id, game -> withTags(game.game().record(), game.extras().tags()));
      exchange.response.getHeaders().put("Content-Disposition",
          "attachment; filename=\"boardrules-game-" + id + ".txt\"");
      exchange.send(200, "text/plain; charset=utf-8", record.getBytes(StandardCharsets.UTF_8));
      return;
    }
    if (action.equals("events")) {
      exchange.allow("GET");
      int[] plies = games.use(id, game -> game.game().plies());
      exchange.startEvents(limits);
      events.open(id, plies, exchange.response, exchange.callback);
      return;
    }
    exchange.allow("POST");
    RequestBody body = RequestBody.parse(exchange.body());
    Map<String, @Nullable Object> answer = games.use(id, game -> {
      PlayedGame<?, ?> played = game.game();
      // The seat check and the change under the game's lock, so that the turn cannot change between them.
      synchronized (played) {
        Map<String, @Nullable Object> view = switch (action) {
          case "click" -> {
            requireTurn(game, exchange, action);
            yield played.click(body.strings("points"));
          }
          case "move" -> {
            requireTurn(game, exchange, action);
            yield played.move(body.string("move"));
          }
          case "undo" -> {
            int plies = body.optionalInteger("plies").orElse(1);
            requireOwnLastMove(game, exchange, plies);
            yield played.undo(plies);
          }
          case "redo" -> {
            requireTurn(game, exchange, action);
            yield played.redo();
          }
          case "goto" -> {
            if (game.extras().seats().any()) {
              requireSeatHolder(game, exchange, "travel in time");
              throw new ApiException(403, "goto: a game between friends has no time travel (it would take back the"
                  + " other side's moves); view an earlier position with GET /api/games/" + id + "?ply=k");
            }
            yield played.goTo(body.optionalInteger("ply").orElseThrow(
                () -> new ApiException(400, "ply: the body needs a whole number field \"ply\"")));
          }
          case "bot" -> {
            requireTurn(game, exchange, action);
            yield played.botMove(body.optionalInteger("level").orElse(1), botTime);
          }
          default -> throw new ApiException(404, "No API /api/" + route + "; see docs/playground.md");
        };
        if (!action.equals("click") || view.containsKey("played")) {
          events.publish(id, played.plies());
        }
        return decorate(game, exchange, view);
      }
    });
    exchange.json(200, answer);
  }

  /** The list of games, a page of it: {@code ?offset=&limit=}, newest first. */
  private Map<String, @Nullable Object> list(Exchange exchange) throws SQLException {
    int offset = exchange.query("offset").map(text -> integer("offset", text)).orElse(0);
    int limit = exchange.query("limit").map(text -> integer("limit", text)).orElse(DEFAULT_PAGE);
    if (offset < 0) {
      throw new ApiException(400, "offset: 0 or more, not " + offset);
    }
    if (limit < 1 || limit > MAX_PAGE) {
      throw new ApiException(400, "limit: 1 to " + MAX_PAGE + ", not " + limit);
    }
    Map<String, @Nullable Object> answer = Json.object();
    int total = games.count();
    answer.put("games", games.page(offset, limit));
    answer.put("total", total);
    answer.put("offset", offset);
    answer.put("limit", limit);
    return answer;
  }

  /**
   * A game from {"game": text} or {"record": text}: hot-seat, with {"bot": {"level": n, "side": s}},
   * or with {"mode": "friend"}.
   */
  private Map<String, @Nullable Object> create(Exchange exchange, RequestBody body) throws SQLException {
    @Nullable BotRequest bot = null;
    Optional<RequestBody> seat = body.object("bot");
    if (seat.isPresent()) {
      bot = new BotRequest(
          seat.get().optionalInteger("level").orElseThrow(
              () -> new ApiException(400, "bot.level: the bot needs a whole number field \"level\"")),
          seat.get().optionalString("side").orElse("SECOND"));
    }
    String mode = body.optionalString("mode").orElse(bot == null ? "hotseat" : "bot");
    boolean friends = switch (mode) {
      case "friend" -> true;
      case "hotseat" -> false;
      case "bot" -> {
        if (bot == null) {
          throw new ApiException(400, "bot: mode \"bot\" needs {\"bot\": {\"level\": n, \"side\": s}}");
        }
        yield false;
      }
      default -> throw new ApiException(400, "mode: \"hotseat\", \"bot\" or \"friend\", not \"" + mode + "\"");
    };
    Optional<String> record = body.optionalString("record");
    Optional<String> gameText = body.optionalString("game");
    if (record.isPresent() == gameText.isPresent()) {
      throw new ApiException(400, "A new game needs either \"game\" (such as \"zertz(board=48)\") or \"record\""
          + " (a record text), not " + (record.isPresent() ? "both" : "neither"));
    }
    GameRegistry.Loaded game = record.isPresent()
        ? games.upload(record.get(), bot, friends) : games.create(gameText.get(), bot, friends);
    Map<String, @Nullable Object> view = game.game().view();
    addExtras(game, view, true, Optional.empty());
    return view;
  }

  /** Adds the game's tags, and its links for the holder of a seat. */
  private static Map<String, @Nullable Object> decorate(GameRegistry.Loaded game, Exchange exchange,
      Map<String, @Nullable Object> view) {
    Seats seats = game.extras().seats();
    Optional<Player> side = seats.sideOf(exchange.header(SEAT_HEADER));
    addExtras(game, view, side.isPresent(), side);
    return view;
  }

  private static void addExtras(GameRegistry.Loaded game, Map<String, @Nullable Object> view, boolean links,
      Optional<Player> seat) {
    view.put("tags", game.extras().tags());
    Seats seats = game.extras().seats();
    // Every view says its mode, so that a watcher's page knows a friend game without a seat.
    view.put("mode", seats.any() ? "friend" : view.get("bot") != null ? "bot" : "hotseat");
    if (!seats.any()) {
      return;
    }
    ConfiguredGame<?, ?> configured = game.game().game();
    seat.ifPresent(side -> view.put("seat", configured.sideName(side)));
    if (links) {
      long id = game.game().id();
      Map<String, @Nullable Object> seatLinks = Json.object();
      for (Player side : Player.values()) {
        seatLinks.put(configured.sideName(side), "/?game=" + id + "&seat=" + seats.token(side));
      }
      Map<String, @Nullable Object> all = Json.object();
      all.put("seats", seatLinks);
      all.put("watch", "/?game=" + id);
      view.put("links", all);
    }
  }

  /** In a game between friends: the seat's side must be the one to move. */
  private static void requireTurn(GameRegistry.Loaded game, Exchange exchange, String action) {
    Seats seats = game.extras().seats();
    if (!seats.any()) {
      return;
    }
    Player side = requireSeatHolder(game, exchange, action);
    Player toMove = game.game().toMove();
    if (side != toMove) {
      ConfiguredGame<?, ?> configured = game.game().game();
      throw new ApiException(403, action + ": it is " + configured.sideName(toMove) + "'s turn; this link plays "
          + configured.sideName(side));
    }
  }

  /** In a game between friends: undo takes back one move, the seat's own last one. */
  private static void requireOwnLastMove(GameRegistry.Loaded game, Exchange exchange, int plies) {
    Seats seats = game.extras().seats();
    if (!seats.any()) {
      return;
    }
    Player side = requireSeatHolder(game, exchange, "undo");
    ConfiguredGame<?, ?> configured = game.game().game();
    if (plies != 1) {
      throw new ApiException(403, "undo: in a game between friends a side takes back only its own last move,"
          + " one ply, not " + plies);
    }
    Optional<Player> last = game.game().lastMover();
    if (last.isEmpty() || last.get() != side) {
      throw new ApiException(403, "undo: the last move is " + last.map(configured::sideName).map(s -> s + "'s")
          .orElse("not played yet") + "; this link takes back only " + configured.sideName(side) + "'s own last move");
    }
  }

  /** In a game between friends: the request must carry a seat's token; returns the seat's side. */
  private static Player requireSeatHolder(GameRegistry.Loaded game, Exchange exchange, String action) {
    Seats seats = game.extras().seats();
    if (!seats.any()) {
      return Player.FIRST; // an open game: no seat to check
    }
    return seats.sideOf(exchange.header(SEAT_HEADER)).orElseThrow(() -> new ApiException(403,
        "this link only watches: to " + action + " in a game between friends, use a seat's link (header "
            + SEAT_HEADER + ")"));
  }

  /** The record with the uploaded record's other tags after its Game tag, before its Start tag. */
  static String withTags(String record, Map<String, String> tags) {
    if (tags.isEmpty()) {
      return record;
    }
    int start = record.indexOf("[" + io.github.boardrules.core.GameRecord.START_TAG + " ");
    StringBuilder lines = new StringBuilder();
    tags.forEach((key, value) -> lines.append('[').append(key).append(" \"")
        .append(value.replace("\\", "\\\\").replace("\"", "\\\"")).append("\"]\n"));
    return start < 0 ? lines + record : record.substring(0, start) + lines + record.substring(start);
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
    for (Player side : Player.values()) {
      sides.put(side.name(), game.sideName(side));
    }
    info.put("sides", sides);
    List<@Nullable Object> levels = Json.list();
    for (BotLevel level : game.levels()) {
      Map<String, @Nullable Object> json = Json.object();
      json.put("level", level.number());
      json.put("name", level.name());
      json.put("description", game.levelDescription(level.number()));
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

  /** One request and its answer; exactly one of send, error or startEvents completes it. */
  private static final class Exchange {
    private final Request request;
    private final Response response;
    private final Callback callback;

    Exchange(Request request, Response response, Callback callback) {
      this.request = request;
      this.response = response;
      this.callback = callback;
    }

    @Nullable String header(String name) {
      return request.getHeaders().get(name);
    }

    Optional<String> query(String name) {
      Fields fields;
      try {
        fields = Request.extractQueryParameters(request, StandardCharsets.UTF_8);
      } catch (RuntimeException e) { // a malformed %-escape, or a query over Jetty's bounds
        throw new ApiException(400, "The query " + request.getHttpURI().getQuery() + " cannot be read: "
            + e.getMessage());
      }
      return Optional.ofNullable(fields.getValue(name));
    }

    /** The body, up to {@value #MAX_BODY} bytes; a read stalls at most the idle timeout. */
    String body() throws IOException {
      long declared = request.getLength();
      if (declared > MAX_BODY) {
        closeAfterAnswer();
        throw tooLarge(declared);
      }
      byte[] body;
      try (InputStream in = Content.Source.asInputStream(request)) {
        body = in.readNBytes(MAX_BODY + 1);
      } catch (IOException e) {
        closeAfterAnswer();
        throw e;
      }
      if (body.length > MAX_BODY) {
        closeAfterAnswer();
        throw tooLarge(-1);
      }
      return new String(body, StandardCharsets.UTF_8);
    }

    /**
     * Marks the answer "Connection: close". Where the body was not read to its end, Jetty closes
     * the connection after the answer; without the header a client that keeps connections alive
     * would send its next request on that closing connection and see it reset.
     */
    private void closeAfterAnswer() {
      response.getHeaders().put(HttpHeader.CONNECTION, HttpHeaderValue.CLOSE.asString());
    }

    private static ApiException tooLarge(long declared) {
      return new ApiException(413, "The request body is too large: "
          + (declared >= 0 ? declared + " bytes" : "more than " + MAX_BODY + " bytes (sent in chunks)")
          + ", the limit is " + MAX_BODY + " bytes");
    }

    /** Refuses another method with 405 and the Allow header; returns the method. */
    String allow(String... methods) {
      String method = request.getMethod().toUpperCase(Locale.ROOT);
      for (String allowed : methods) {
        if (allowed.equals(method)) {
          return method;
        }
      }
      String list = String.join(", ", methods);
      response.getHeaders().put("Allow", list);
      throw new ApiException(405, "Method " + method + " is not allowed on " + request.getHttpURI().getPath()
          + "; use " + list);
    }

    void error(int status, @Nullable String message) {
      Map<String, @Nullable Object> answer = Json.object();
      answer.put("error", message == null ? "refused" : message);
      json(status, answer);
    }

    void json(int status, Map<String, @Nullable Object> answer) {
      send(status, "application/json; charset=utf-8", Json.write(answer).getBytes(StandardCharsets.UTF_8));
    }

    void send(int status, String type, byte[] content) {
      response.setStatus(status);
      HttpFields.Mutable headers = response.getHeaders();
      if (content.length > 0) {
        headers.put("Content-Type", type);
      }
      headers.put("Cache-Control", "no-store");
      headers.put("X-Content-Type-Options", "nosniff");
      response.write(true, ByteBuffer.wrap(content), callback);
    }

    /** Event-stream headers, and a longer idle timeout than requests get: keep-alives come every 15 s. */
    void startEvents(Limits limits) {
      response.setStatus(200);
      HttpFields.Mutable headers = response.getHeaders();
      headers.put("Content-Type", "text/event-stream; charset=utf-8");
      headers.put("Cache-Control", "no-store");
      headers.put("X-Content-Type-Options", "nosniff");
      long idle = Math.max(limits.idleTimeout().toMillis(), 3 * EventStreams.KEEP_ALIVE_SECONDS * 1000);
      request.getConnectionMetaData().getConnection().getEndPoint().setIdleTimeout(idle);
    }
  }
}
