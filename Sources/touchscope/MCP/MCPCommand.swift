import ArgumentParser
import Dispatch
import MCP

/// `touchscope mcp`: the Model Context Protocol server over standard input and output.
struct MCPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "Serve TouchScope's tools to a coding agent: a Model Context Protocol server on standard input and output.",
        discussion: """
        Tools: import, check, replay, why, compare, fix, export; each takes a scene by path (scene) or as \
        YAML text (yaml) and returns structured content (the commands' --json) and text. Resources: the \
        scene, trace and import format pages, and the tools' result structures. Add it to an agent's MCP \
        configuration as the command `touchscope mcp` (see the README, "TouchScope for agents (MCP)"). \
        Runs until the client closes standard input.
        """
    )

    func run() throws {
        let done = DispatchSemaphore(value: 0)
        let failure = FailureBox()
        Task.detached {
            do {
                let server = await TouchScopeServer.make()
                try await server.start(transport: StdioTransport())
                await server.waitUntilCompleted()
            } catch {
                failure.set("\(error)")
            }
            done.signal()
        }
        done.wait()
        if let message = failure.get() { throw Output.refuse("touchscope mcp: \(message)") }
    }
}

/// The server task's error, read by the command once the task has ended.
final class FailureBox: @unchecked Sendable {
    private var message: String?
    private let lock = DispatchSemaphore(value: 1)

    func set(_ text: String) {
        lock.wait()
        message = text
        lock.signal()
    }

    func get() -> String? {
        lock.wait()
        defer { lock.signal() }
        return message
    }
}
